/**
 * activity/activitycomment?id=: comments on an activity, latest first. Those who took part and its
 * organiser write them once it has ended; before, the page says when they open.
 */
import { useState, type FormEvent } from 'react';
import { DetailPage, FormActions, WidgetPage, formatTime, useAction, useApi, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { ActivityCommentsData } from '../generated/types.ts';
import { ActivityHeader, type Summary } from './activityKit.tsx';
import styles from './activity.module.css';

const MAX_COMMENT = 300;

export default function CommentsPage({ module, query, title }: WidgetPageProps) {
  const { t } = useTranslation('activity');
  return (
    <WidgetPage title={title}>
      <DetailPage apiKey="activity.comments" query={query} missingMessage={t('detail.missingId')}>
        {(comments, reload) => (
          <>
            <ActivityHeader activity={comments.activity} module={module} manage={false} here="activitycomment" />
            {comments.mayComment ? (
              <CommentForm id={comments.activity.id} onSent={reload} />
            ) : (
              <AfterEventNotice activity={comments.activity} what="comments" />
            )}
            <Comments list={comments.list} />
          </>
        )}
      </DetailPage>
    </WidgetPage>
  );
}

/** Why the reader cannot add comments or photos: before the end, when they open; after it, who may. */
export function AfterEventNotice({ activity, what }: { activity: Summary; what: 'comments' | 'photos' }) {
  const { t } = useTranslation('activity');
  return (
    <p className="portal-notice portal-notice--warning" data-testid="activity-after-event">
      {activity.phase === 'ended' ? t(`after.${what}.participantsOnly`) : t(`after.${what}.notYet`, { time: formatTime(activity.endsAt, 'MM-DD HH:mm') })}
    </p>
  );
}

function CommentForm({ id, onSent }: { id: number; onSent(): void }) {
  const { t } = useTranslation('activity');
  const api = useApi();
  const [text, setText] = useState('');
  const send = useAction((comment: string, call) => api.post('activity.comment', { id, text: comment }, call), {
    done: t('comments.sent'),
    onDone: () => {
      setText('');
      onSent();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void send.run(text);
  };
  return (
    <form className="portal-card" onSubmit={submit} noValidate>
      <label className="portal-field">
        <span>{t('comments.label')}</span>
        <textarea rows={3} maxLength={MAX_COMMENT} value={text} placeholder={t('comments.placeholder')} onChange={(event) => setText(event.target.value)} />
      </label>
      <FormActions action={send} submit={t('comments.submit')} />
    </form>
  );
}

function Comments({ list }: { list: ActivityCommentsData['list'] }) {
  const { t } = useTranslation('activity');
  if (list.length === 0) return <p className="portal-muted">{t('comments.none')}</p>;
  return (
    <ul className={`${styles.list} ${styles.section}`} data-testid="activity-comments">
      {list.map((comment) => (
        <li key={comment.id} className="portal-card">
          <p className="portal-card__meta">
            {comment.name} · {formatTime(comment.at, 'YYYY-MM-DD HH:mm')}
          </p>
          <p className={styles.description}>{comment.text}</p>
        </li>
      ))}
    </ul>
  );
}
