/**
 * agenda/agendaRemind (日程提醒): my agendas of the next two weeks, each with my reminder (准时 … 1 天前),
 * changed here for me alone; the reminders due now (computed by the server at its clock) come first,
 * each other one says when it will remind. Each agenda exports with my reminder as its alarm.
 */
import { useState } from 'react';
import {
  ActionMessage,
  QueryView,
  WidgetPage,
  formatTime,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type ApiData,
  type WidgetPageProps,
  useKeptQuery,
} from '../../../runtime/app/index.ts';
import { AgendaCard, RemindSelect, useRemindLabel, type RemindMinutes } from './agendaKit.tsx';
import styles from './agenda.module.css';

type Reminder = ApiData<'agenda.reminders'>['list'][number];

export default function AgendaRemindPage({ title }: WidgetPageProps) {
  const { t } = useTranslation('agenda');
  const reminders = useKeptQuery(useApiQuery('agenda.reminders', {}));

  return (
    <WidgetPage title={title} intro={t('remindPage.intro')}>
      <QueryView query={reminders} empty={t('remindPage.none')} isEmpty={(data) => data.list.length === 0}>
        {({ list, now }, reload) => {
          const cards = (items: Reminder[], testId: string) => (
            <ul className={styles.cards} data-testid={testId}>
              {items.map((reminder) => (
                <ReminderCard key={reminder.agenda.id} reminder={reminder} now={now} onChanged={reload} />
              ))}
            </ul>
          );
          const due = list.filter((one) => one.due);
          const later = list.filter((one) => !one.due);
          return (
            <div className={styles.stack}>
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
            </div>
          );
        }}
      </QueryView>
    </WidgetPage>
  );
}

/** One agenda with my reminder for it, which I change here. */
function ReminderCard({ reminder: { agenda, remindAt, due }, now, onChanged }: { reminder: Reminder; now: number; onChanged: () => void }) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  const remindLabel = useRemindLabel();
  const [set, setSet] = useState<string>();
  const choose = useAction((minutes: RemindMinutes, call) => api.post('agenda.remind', { id: agenda.id, minutes }, call), {
    onDone: (answer) => {
      setSet(t('remindPage.set', { when: remindLabel(answer.minutes), at: formatTime(answer.remindAt, 'MM-DD HH:mm') }));
      onChanged();
    },
    failed: (reason) => t('remindPage.failed', { reason }),
  });
  return (
    <AgendaCard
      agenda={agenda}
      now={now}
      actions={
        <>
          <label className={styles.inline} htmlFor={`agenda-remind-${agenda.id}`}>
            {t('remindPage.choose')}
            <RemindSelect id={`agenda-remind-${agenda.id}`} value={agenda.remind} disabled={choose.busy} onChange={(minutes) => void choose.run(minutes)} />
          </label>
          <p className={due ? styles.dueNote : styles.meta} data-testid="agenda-remind-at">
            {due
              ? agenda.allDay
                ? t('remindPage.dueAllDay', { day: formatTime(agenda.start, 'MM-DD') })
                : t('remindPage.dueNow', { start: formatTime(agenda.start, 'HH:mm') })
              : t('remindPage.willRemind', { at: formatTime(remindAt, 'MM-DD HH:mm') })}
          </p>
          {set && !choose.error ? (
            <p role="status" className={styles.done}>
              {set}
            </p>
          ) : null}
          <ActionMessage action={choose} />
        </>
      }
    />
  );
}
