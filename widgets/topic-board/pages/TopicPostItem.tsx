import { useState, type FormEvent } from 'react';
import { useTranslation, ActionButton, formatDate, useAccess, useAction, useApi, useDialogs } from '../../../runtime/app/index.ts';
import type { TopicBoardPostsData } from '../generated/types.ts';
import { checkMessage, REPLY_MAX_LENGTH, type TextProblem } from './messageRules.ts';
import styles from './topic.module.css';

type Post = TopicBoardPostsData['list'][number];

/** One message: its text (never HTML), its images (tap to preview), its replies and a reply box. */
export function TopicPostItem({ post }: { post: Post }) {
  const { t } = useTranslation('topic-board');
  const api = useApi();
  const access = useAccess();
  const dialogs = useDialogs();
  const [replies, setReplies] = useState(post.replies);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TextProblem>();
  const fieldId = `topic-reply-${post.id}`;

  const reply = useAction((content: string, call) => api.post('topic-board.reply', { postId: post.id, content }, call), {
    done: t('detail.replySent'),
    onDone: (sent) => {
      setReplies((prior) => [...prior, { id: sent.id, author: sent.author, content: sent.content, createdAt: sent.createdAt }]);
      setText('');
      setOpen(false);
    },
    failed: (reason) => t('post.failed', { message: reason }),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const found = checkMessage(text, REPLY_MAX_LENGTH);
    setProblem(found);
    if (found) return;
    void reply.run(text.trim());
  };

  return (
    <li data-testid="topic-post">
      <span className={styles.author}>{post.author}</span>{' '}
      <time className="portal-muted" dateTime={new Date(post.createdAt * 1000).toISOString()}>
        {formatDate(post.createdAt, true)}
      </time>
      <p className={styles.text}>{post.content}</p>
      {post.images.length > 0 ? (
        <ul className={styles.images} aria-label={t('detail.images')}>
          {post.images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => dialogs.previewImage(src, { images: post.images })}
                aria-label={`${t('detail.images')} ${index + 1}`}
              >
                <img src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {replies.length > 0 ? (
        <ul className={styles.replies} data-testid="topic-replies">
          {replies.map((reply) => (
            <li key={reply.id}>
              <span className={styles.author}>{reply.author}</span>
              {t('detail.replyAfterAuthor')}
              {reply.content}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {access.status !== 'ready' ? (
          <button type="button" className={styles.replyLink} onClick={access.login}>
            {t('detail.replyLogin')}
          </button>
        ) : !open ? (
          <button type="button" className={styles.replyLink} onClick={() => setOpen(true)}>
            {t('detail.reply')}
          </button>
        ) : null}
      </div>
      {open ? (
        <form className={styles.replyForm} onSubmit={send} noValidate>
          <textarea
            id={fieldId}
            className={styles.textarea}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('detail.replyPlaceholder', { author: post.author })}
            aria-label={t('detail.replyPlaceholder', { author: post.author })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fieldId}-error` : undefined}
            maxLength={REPLY_MAX_LENGTH * 2}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's Reply
            autoFocus
          />
          {problem ? (
            <p id={`${fieldId}-error`} className="portal-problem" role="alert">
              {t(problem.key, problem.key === 'rules.tooLong' ? { max: problem.max } : {})}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className="portal-button" onClick={() => setOpen(false)}>
              {t('detail.replyCancel')}
            </button>
            <ActionButton action={reply} type="submit" primary>
              {t('detail.replySend')}
            </ActionButton>
          </div>
        </form>
      ) : null}
    </li>
  );
}
