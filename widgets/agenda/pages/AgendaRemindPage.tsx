/**
 * agenda/agendaRemind (日程提醒): my agendas of the next two weeks, each with my reminder (准时 … 1 天前),
 * changed here for me alone; the reminders due now (computed by the server at its clock) come first,
 * each other one says when it will remind. Each agenda exports with my reminder as its alarm.
 */
import { useState } from 'react';
import {
  ApiErrorView,
  EmptyView,
  LoadingView,
  formatTime,
  isApiError,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import { AgendaCard, REMIND_CHOICES, useRemindLabel } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function AgendaRemindPage({ title }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  const remindLabel = useRemindLabel();
  const reminders = useApiQuery('agenda.reminders', {});
  const [said, setSaid] = useState<{ id: number; ok: boolean; text: string }>();

  if (reminders.status === 'error') return <ApiErrorView error={reminders.error} onRetry={reminders.reload} />;
  if (reminders.status === 'loading') return <LoadingView />;
  const { list, now } = reminders.data;
  const due = list.filter((one) => one.due);
  const later = list.filter((one) => !one.due);

  const choose = async (id: number, minutes: number) => {
    try {
      const answer = await api.post('agenda.remind', { id, minutes });
      setSaid({ id, ok: true, text: t('remindPage.set', { when: remindLabel(answer.minutes), at: formatTime(answer.remindAt, 'MM-DD HH:mm') }) });
      reminders.reload();
    } catch (error) {
      setSaid({ id, ok: false, text: t('remindPage.failed', { reason: isApiError(error) ? error.message : String(error) }) });
    }
  };

  const cards = (items: typeof list, testId: string) => (
    <ul className={styles.cards} data-testid={testId}>
      {items.map(({ agenda, remindAt, due: isDue }) => (
        <AgendaCard
          key={agenda.id}
          agenda={agenda}
          now={now}
          actions={
            <>
              <label className={styles.inline} htmlFor={`agenda-remind-${agenda.id}`}>
                {t('remindPage.choose')}
                <select id={`agenda-remind-${agenda.id}`} value={agenda.remind} onChange={(event) => void choose(agenda.id, Number(event.target.value))}>
                  {REMIND_CHOICES.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {remindLabel(minutes)}
                    </option>
                  ))}
                </select>
              </label>
              <p className={isDue ? styles.dueNote : styles.meta} data-testid="agenda-remind-at">
                {isDue
                  ? agenda.allDay
                    ? t('remindPage.dueAllDay', { day: formatTime(agenda.start, 'MM-DD') })
                    : t('remindPage.dueNow', { start: formatTime(agenda.start, 'HH:mm') })
                  : t('remindPage.willRemind', { at: formatTime(remindAt, 'MM-DD HH:mm') })}
              </p>
              {said?.id === agenda.id ? (
                <p role={said.ok ? 'status' : 'alert'} className={said.ok ? styles.done : styles.problem}>
                  {said.text}
                </p>
              ) : null}
            </>
          }
        />
      ))}
    </ul>
  );

  return (
    <section className={styles.page} aria-labelledby="agenda-remind">
      <h1 id="agenda-remind" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.meta}>{t('remindPage.intro')}</p>
      {list.length === 0 ? <EmptyView message={t('remindPage.none')} /> : null}
      {due.length > 0 ? (
        <>
          <h2 className={styles.subheading}>{t('remindPage.due', { count: due.length })}</h2>
          {cards(due, 'agenda-due')}
        </>
      ) : null}
      {later.length > 0 ? (
        <>
          <h2 className={styles.subheading}>{t('remindPage.upcoming', { count: later.length })}</h2>
          {cards(later, 'agenda-upcoming')}
        </>
      ) : null}
    </section>
  );
}
