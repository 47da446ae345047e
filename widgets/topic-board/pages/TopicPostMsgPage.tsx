import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, DetailPage, IMAGE_UPLOAD, isApiError, useApi, useDialogs, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { TopicBoardDetailData, TopicBoardProps } from '../generated/types.ts';
import { checkMessage, textLength, type TextProblem } from './messageRules.ts';
import { useImageUploads } from './useImageUploads.ts';
import styles from './topic.module.css';

const MAX_MB = Math.round(IMAGE_UPLOAD.maxBytes / 1024 / 1024);

/**
 * topic/postMsg?id=<topic>: a message to a topic, with up to `maxImages` images (checked, then uploaded
 * as they are picked). Needs a login (the route says so in the manifest); back to the topic on success.
 */
export default function TopicPostMsgPage({ props, query, module, title }: WidgetPageProps<TopicBoardProps>) {
  const { t } = useTranslation('topic-board');
  const id = query.get('id') ?? '';
  return (
    <DetailPage apiKey="topic-board.detail" query={query} missingMessage={t('detail.missingId')}>
      {(topic) => <PostForm topic={topic} id={id} module={module} props={props} title={title} />}
    </DetailPage>
  );
}

function PostForm({ topic, id, module, props, title }: { topic: TopicBoardDetailData; id: string; module: string; props: TopicBoardProps; title: string }) {
  const { t } = useTranslation('topic-board');
  const api = useApi();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const maxLength = props.maxLength ?? 500;
  const maxImages = props.maxImages ?? 9;
  const uploads = useImageUploads(maxImages);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TextProblem>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkMessage(text, maxLength);
    setProblem(found);
    if (found) return;
    if (uploads.uploading) {
      dialogs.popup(t('post.uploading'));
      return;
    }
    setSending(true);
    try {
      const images = uploads.images.flatMap((picked) => (picked.url ? [picked.url] : []));
      await api.post('topic-board.post', { topicId: id, content: text.trim(), ...(images.length > 0 ? { images: images.join(',') } : {}) });
      dialogs.popup(t('post.sent'));
      void navigate(`/${module}/detail?id=${id}`);
    } catch (error) {
      setSending(false);
      void dialogs.alert({ message: t('post.failed', { message: isApiError(error) ? error.message : String(error) }) });
    }
  };

  return (
    <form className={styles.page} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="topic-post-heading">
      <header className={styles.header}>
        <h1 id="topic-post-heading" className={styles.heading}>
          {title}
        </h1>
      </header>
      <p className={styles.muted} data-testid="topic-post-topic">
        {t('post.topic', { title: topic.title })}
      </p>
      <div className={`${styles.section} ${styles.field}`}>
        <label htmlFor="topic-post-content" className={styles.label}>
          {t('post.content')}
        </label>
        <textarea
          id="topic-post-content"
          className={styles.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('post.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'topic-post-error' : undefined}
          rows={6}
        />
        <span className={styles.counter} aria-live="polite">
          {t('post.counter', { count: textLength(text.trim()), max: maxLength })}
        </span>
        {problem ? (
          <p id="topic-post-error" className={styles.error} role="alert">
            {t(problem.key, problem.key === 'rules.tooLong' ? { max: problem.max } : {})}
          </p>
        ) : null}
      </div>
      {maxImages > 0 ? (
        <div className={`${styles.section} ${styles.field}`}>
          <span className={styles.label}>{t('post.images', { max: maxImages, size: MAX_MB })}</span>
          <ul className={styles.picker} data-testid="topic-post-images">
            {uploads.images.map((picked, index) => (
              <li key={picked.key} className={styles.picked}>
                {picked.url ? <img src={picked.url} alt={picked.name} /> : <span className={styles.pending}>{t('upload.uploading', { ns: 'portal' })}</span>}
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => uploads.remove(picked.key)}
                  aria-label={t('post.removeImage', { index: index + 1 })}
                >
                  ×
                </button>
              </li>
            ))}
            {uploads.images.length < maxImages ? (
              <li>
                <label className={styles.add}>
                  {t('post.addImage')}
                  <input
                    type="file"
                    accept={IMAGE_UPLOAD.accept.join(',')}
                    multiple
                    data-testid="topic-post-file"
                    onChange={(event) => {
                      uploads.add([...(event.target.files ?? [])]);
                      event.target.value = '';
                    }}
                  />
                </label>
              </li>
            ) : null}
          </ul>
          {uploads.problems.map((message) => (
            <p key={message} className={styles.error} role="alert">
              {message}
            </p>
          ))}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="portal-button portal-button--primary" disabled={sending}>
          {sending ? t('post.sending') : t('post.submit')}
        </button>
      </div>
    </form>
  );
}
