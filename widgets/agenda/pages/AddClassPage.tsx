/**
 * agenda/addClass (添加班级): a teacher or instructor picks one of the classes they teach or look after;
 * its students (campus directory) become the members of a class group. Students are refused by the server.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiErrorView, EmptyView, LoadingView, isApiError, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import styles from './agenda.module.css';

export default function AddClassPage({ module, title }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  const classes = useApiQuery('agenda.classes', {});
  const [said, setSaid] = useState<Record<number, { ok: boolean; text: string }>>({});
  const [busy, setBusy] = useState<number>();

  if (classes.status === 'error') return <ApiErrorView error={classes.error} onRetry={classes.reload} />;
  if (classes.status === 'loading') return <LoadingView />;

  const make = async (id: number, name: string) => {
    setBusy(id);
    try {
      const answer = await api.post('agenda.addClass', { classId: id });
      setSaid((old) => ({ ...old, [id]: { ok: true, text: t('addClass.done', { name, count: answer.group.members }) } }));
      classes.reload();
    } catch (error) {
      setSaid((old) => ({ ...old, [id]: { ok: false, text: t('addClass.failed', { reason: isApiError(error) ? error.message : String(error) }) } }));
    }
    setBusy(undefined);
  };

  return (
    <section className={styles.page} aria-labelledby="agenda-add-class">
      <h1 id="agenda-add-class" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.meta}>{t('addClass.intro')}</p>
      {classes.data.list.length === 0 ? (
        <EmptyView message={t('addClass.none')} />
      ) : (
        <ul className={styles.cards} data-testid="agenda-classes">
          {classes.data.list.map((one) => (
            <li key={one.id} className={styles.card} data-class={one.name}>
              <div className={styles.cardHead}>
                <strong className={styles.cardTitle}>{one.name}</strong>
                <span className={styles.meta}>{t('addClass.students', { count: one.students })}</span>
              </div>
              <p className={styles.meta}>
                {one.college} · {one.course}
              </p>
              {said[one.id] ? (
                <p role={said[one.id]!.ok ? 'status' : 'alert'} className={said[one.id]!.ok ? styles.done : styles.problem}>
                  {said[one.id]!.text}
                </p>
              ) : null}
              <div className={styles.actions}>
                {one.groupId === null ? (
                  <button type="button" className="portal-button portal-button--primary" disabled={busy === one.id} onClick={() => void make(one.id, one.name)}>
                    {t('addClass.make')}
                  </button>
                ) : (
                  <Link className="portal-button" to={`/${module}/classManageDetail?id=${one.groupId}`}>
                    {t('addClass.open')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
