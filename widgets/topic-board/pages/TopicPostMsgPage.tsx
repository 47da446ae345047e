import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  useTranslation,
  ActionButton,
  DetailPage,
  IMAGE_UPLOAD,
  ImagePicker,
  WidgetPage,
  useAction,
  useApi,
  useDialogs,
  useImageUploads,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { TopicBoardDetailData, TopicBoardProps } from '../generated/types.ts';
import { checkMessage, textLength, type TextProblem } from './messageRules.ts';
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
    <WidgetPage title={title}>
      <DetailPage apiKey="topic-board.detail" query={query} missingMessage={t('detail.missingId')}>
        {(topic) => <PostForm topic={topic} id={id} module={module} props={props} />}
      </DetailPage>
    </WidgetPage>
  );
}

function PostForm({ topic, id, module, props }: { topic: TopicBoardDetailData; id: string; module: string; props: TopicBoardProps }) {
  const { t } = useTranslation('topic-board');
  const api = useApi();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const maxLength = props.maxLength ?? 500;
  const maxImages = props.maxImages ?? 9;
  const uploads = useImageUploads(maxImages);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TextProblem>();

  const post = useAction(
    (content: string, call) => {
      const images = uploads.urls;
      return api.post('topic-board.post', { topicId: Number(id), content, ...(images.length > 0 ? { images: images.join(',') } : {}) }, call);
    },
    {
      done: t('post.sent'),
      onDone: () => void navigate(`/${module}/detail?id=${id}`),
      failed: (reason) => t('post.failed', { message: reason }),
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkMessage(text, maxLength);
    setProblem(found);
    if (found) return;
    if (uploads.uploading) {
      dialogs.popup(t('post.uploading'));
      return;
    }
    void post.run(text.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="portal-page__intro" data-testid="topic-post-topic">
        {t('post.topic', { title: topic.title })}
      </p>
      <div className={`portal-card ${styles.field}`}>
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
          <p id="topic-post-error" className="portal-problem" role="alert">
            {t(problem.key, problem.key === 'rules.tooLong' ? { max: problem.max } : {})}
          </p>
        ) : null}
      </div>
      {maxImages > 0 ? (
        <div className={`portal-card ${styles.field}`}>
          <ImagePicker uploads={uploads} label={t('post.images', { max: maxImages, size: MAX_MB })} testId="topic-post-images" />
        </div>
      ) : null}
      <div className={styles.actions}>
        <ActionButton action={post} type="submit" primary busyLabel={t('post.sending')}>
          {t('post.submit')}
        </ActionButton>
      </div>
    </form>
  );
}
