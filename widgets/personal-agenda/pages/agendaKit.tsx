/**
 * What the agenda pages share: the weekday of a China day, an item as a calendar event for the .ics
 * export, the item card (time, title, place, reminder, repeat; done, export, edit, and on the list
 * delete), whose refusals show beside it, and a query that keeps its last answer on screen while it loads
 * again. The server's today is the anchor of every page, never the browser's clock.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionMessage,
  dayOfSeconds,
  downloadCalendar,
  formatTime,
  useAction,
  useApi,
  useTranslation,
  type CalendarEvent,
} from '../../../runtime/app/index.ts';
import type { Entry } from '../generated/types.ts';
import styles from './agenda.module.css';

export const NS = 'personal-agenda';

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Whether the entry takes place on `day` (an item may span days). */
export function isOnDay(entry: Entry, day: string): boolean {
  return entry.date <= day && dayOfSeconds(entry.end) >= day;
}

/** The entry as the phone's calendar imports it: the same uid for the same occurrence, so a re-import updates. */
export function calendarEventOf(entry: Entry): CalendarEvent {
  return {
    uid: `personal-agenda-${entry.id}-${entry.date}@campus-portal`,
    title: entry.title,
    start: entry.start * 1000,
    end: entry.end * 1000,
    allDay: entry.allDay,
    ...(entry.place ? { location: entry.place } : {}),
    ...(entry.note ? { description: entry.note } : {}),
    ...(entry.remindMinutes !== null ? { remindMinutesBefore: entry.remindMinutes } : {}),
  };
}

/** Hands entries to the phone's calendar; the DTSTAMP is the moment of export. */
export function exportEntries(entries: readonly Entry[], name: string): void {
  downloadCalendar(entries.map(calendarEventOf), name, Date.now());
}

/** "14:00–15:30", "全天", or across days "5月13日 14:00 – 5月14日 09:00". */
export function useTimeText(): (entry: Entry) => string {
  const { t } = useTranslation(NS);
  return (entry) => {
    const endDay = dayOfSeconds(entry.end);
    if (entry.allDay) return endDay === entry.date ? t('time.allDay') : t('time.allDays', { from: entry.date.slice(5), to: endDay.slice(5) });
    if (endDay === entry.date) return `${formatTime(entry.start, 'HH:mm')}–${formatTime(entry.end, 'HH:mm')}`;
    return `${formatTime(entry.start, 'MM-DD HH:mm')} – ${formatTime(entry.end, 'MM-DD HH:mm')}`;
  };
}

/** The reminder as words: "提前 15 分钟提醒". */
export function useReminderText(): (minutes: Entry['remindMinutes']) => string {
  const { t } = useTranslation(NS);
  return (minutes) => (minutes === null ? t('remind.none') : t(`remind.before.${minutes}`));
}

/** One item with its actions. `showDate` on the list, where items of many days meet. */
export function EntryCard({
  entry,
  module,
  showDate = false,
  canDelete = false,
  onChanged,
}: {
  entry: Entry;
  module: string;
  showDate?: boolean;
  canDelete?: boolean;
  onChanged(): void;
}) {
  const { t } = useTranslation(NS);
  const api = useApi();
  const timeText = useTimeText();
  const reminderText = useReminderText();
  const failed = (reason: string) => t('failed', { reason });
  const markDone = useAction((done: boolean, call) => api.post('personal-agenda.done', { id: entry.id, done }, call), { onDone: onChanged, failed });
  const remove = useAction((_: void, call) => api.post('personal-agenda.remove', { id: entry.id }, call), {
    confirm: { message: t('card.confirmDelete', { title: entry.title }), confirmLabel: t('card.delete') },
    onDone: onChanged,
    failed,
  });
  const busy = markDone.busy || remove.busy;
  // The box flips at once; the answer then reloads the list (or, refused, the box shows the item as it is).
  const [shownDone, setShownDone] = useState<boolean>();
  if (shownDone !== undefined && shownDone === entry.done && !busy) setShownDone(undefined);
  const checked = shownDone !== undefined && !markDone.error ? shownDone : entry.done;

  return (
    <li className={`portal-card ${styles.entry} ${entry.done ? styles.done : ''}`} data-entry={entry.id} data-title={entry.title}>
      <div className={styles.entryTime}>
        {showDate ? <span>{entry.date}</span> : null}
        <strong>{timeText(entry)}</strong>
      </div>
      <div className={styles.entryBody}>
        <strong className={styles.entryTitle}>{entry.title}</strong>
        {entry.place ? <span className={styles.meta}>{t('card.place', { place: entry.place })}</span> : null}
        <span className={styles.meta}>
          {reminderText(entry.remindMinutes)}
          {entry.repeatUntil ? ` · ${t('card.weekly', { until: entry.repeatUntil })}` : ''}
        </span>
        {entry.note ? <span className={styles.note}>{entry.note}</span> : null}
        <ActionMessage action={markDone} />
        <ActionMessage action={remove} />
        <div className={styles.actions}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={checked}
              disabled={busy}
              onChange={(event) => {
                setShownDone(event.target.checked);
                void markDone.run(event.target.checked);
              }}
            />
            {t('card.done')}
          </label>
          <button type="button" className="portal-button" onClick={() => exportEntries([entry], entry.title)}>
            {t('card.export')}
          </button>
          <Link className="portal-button" to={`/${module}/add?id=${entry.id}`}>
            {t('card.edit')}
          </Link>
          {canDelete ? (
            <button type="button" className="portal-button" disabled={busy} onClick={() => void remove.run()}>
              {t('card.delete')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** A day's items, or what to say when it has none (`none`: the week's or month's words when that is empty too). */
export function DayEntries({ entries, none, module, onChanged }: { entries: readonly Entry[]; none: string; module: string; onChanged(): void }) {
  if (entries.length === 0)
    return (
      <p className={styles.none} role="status" data-testid="agenda-day-none">
        {none}
      </p>
    );
  return (
    <ul className="portal-stack" data-testid="agenda-day">
      {entries.map((entry) => (
        <EntryCard key={`${entry.id}-${entry.date}`} entry={entry} module={module} onChanged={onChanged} />
      ))}
    </ul>
  );
}
