/**
 * What the agenda pages share: an agenda's card with its .ics export (the reader's own reminder becomes
 * the file's alarm), the form that writes an agenda (addAgenda, and the school office's manage page), and
 * a query that keeps its last answer on screen while it loads again.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Facts,
  FormActions,
  NoDataView,
  WidgetPage,
  dayOfSeconds,
  downloadCalendar,
  formatTime,
  isRecordId,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type CalendarEvent,
} from '../../../runtime/app/index.ts';
import type { Agenda } from '../generated/types.ts';
import styles from './agenda.module.css';

export const REMIND_CHOICES = [0, 5, 15, 30, 60, 1440] as const;
export type RemindMinutes = (typeof REMIND_CHOICES)[number];
/** A reminder select's value as its minutes (the selects offer only the choices). */
export const remindOf = (value: string): RemindMinutes => REMIND_CHOICES.find((minutes) => String(minutes) === value)!;

/** Whether an agenda takes place (in part) on a China day. */
export function isOnDay(agenda: Agenda, day: string): boolean {
  return dayOfSeconds(agenda.start) <= day && day <= dayOfSeconds(agenda.allDay ? agenda.end : Math.max(agenda.start, agenda.end - 1));
}

/** The agenda as a calendar file's event; the reader's reminder is its alarm. */
export function calendarEventOf(agenda: Agenda): CalendarEvent {
  return {
    uid: `agenda-${agenda.id}@campus-portal`,
    title: agenda.title,
    start: agenda.start * 1000,
    end: agenda.end * 1000,
    allDay: agenda.allDay,
    location: agenda.place || undefined,
    description: agenda.note || undefined,
    remindMinutesBefore: agenda.remind,
  };
}

/** When: "05-12 14:00–15:00", "全天 05-15 至 05-16". */
export function useWhen(): (agenda: Agenda) => string {
  const { t } = useTranslation('agenda');
  return (agenda) => {
    if (agenda.allDay) {
      const first = formatTime(agenda.start, 'MM-DD');
      const last = formatTime(agenda.end, 'MM-DD');
      return first === last ? t('when.allDay', { day: first }) : t('when.allDays', { first, last });
    }
    return t('when.timed', { day: formatTime(agenda.start, 'MM-DD'), start: formatTime(agenda.start, 'HH:mm'), end: formatTime(agenda.end, 'HH:mm') });
  };
}

export function useRemindLabel(): (minutes: number) => string {
  const { t } = useTranslation('agenda');
  return (minutes) => t(`remind.m${minutes}`);
}

/** One agenda: what, when, where, who published it, to whom; its export and the actions a page adds. */
/** `now` (Unix seconds) stamps the exported file: the server's clock where the page has it, else the moment of the click. */
export function AgendaCard({ agenda, now, actions, showTime = true }: { agenda: Agenda; now?: number; actions?: ReactNode; showTime?: boolean }) {
  const { t } = useTranslation('agenda');
  const when = useWhen();
  const remindLabel = useRemindLabel();
  const to = agenda.scope === 'group' ? agenda.groupName : t(`scope.${agenda.scope}`);
  return (
    <li className={`portal-card ${styles.card}`} data-agenda={agenda.id} data-scope={agenda.scope}>
      <div className={styles.cardHead}>
        <strong className={styles.cardTitle}>{agenda.title}</strong>
        {agenda.seen ? null : <span className="portal-badge portal-badge--error">{t('card.new')}</span>}
      </div>
      {showTime ? <p className={styles.when}>{when(agenda)}</p> : null}
      <Facts
        className={styles.facts}
        facts={[
          agenda.place ? [t('card.place'), agenda.place, 'place'] : null,
          [t('card.to'), to, 'to'],
          [t('card.publisher'), agenda.publisher, 'publisher'],
          [t('card.remind'), remindLabel(agenda.remind), 'remind'],
          agenda.receipts ? [t('card.receipts'), t('card.seenOf', agenda.receipts), 'receipts'] : null,
        ]}
      />
      {agenda.note ? <p className={styles.note}>{agenda.note}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="portal-button"
          onClick={() => downloadCalendar([calendarEventOf(agenda)], agenda.title, now === undefined ? Date.now() : now * 1000)}
        >
          {t('card.export')}
        </button>
        {actions}
      </div>
    </li>
  );
}

export interface Target {
  value: string;
  label: string;
}

interface Draft {
  title: string;
  target: string;
  allDay: boolean;
  date: string;
  endDate: string;
  startTime: string;
  endTime: string;
  place: string;
  note: string;
  remind: RemindMinutes;
}

const draftOf = (agenda: Agenda | undefined, target: string, today: string): Draft =>
  agenda
    ? {
        title: agenda.title,
        target,
        allDay: agenda.allDay,
        date: dayOfSeconds(agenda.start),
        endDate: dayOfSeconds(agenda.end),
        startTime: formatTime(agenda.start, 'HH:mm'),
        endTime: formatTime(agenda.end, 'HH:mm'),
        place: agenda.place,
        note: agenda.note,
        remind: agenda.remind,
      }
    : { title: '', target, allDay: false, date: today, endDate: today, startTime: '08:00', endTime: '09:00', place: '', note: '', remind: 15 };

/**
 * An agenda's fields, checked here as the server checks them, then sent to agenda.save. With `agenda`, an
 * edit (the target stays); `targets` offers where a new agenda goes.
 */
export function AgendaForm({
  targets,
  initialTarget,
  agenda,
  today,
  onSaved,
  onCancel,
}: {
  targets: Target[];
  initialTarget: string;
  agenda?: Agenda;
  today: string;
  onSaved(agenda: Agenda): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation('agenda');
  const api = useApi();
  const [draft, setDraft] = useState(() => draftOf(agenda, initialTarget, today));
  // What this form checks itself before sending, as the server checks it; the server's refusal is the action's.
  const [problem, setProblem] = useState<string>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((old) => ({ ...old, [key]: value }));
  const prefix = `agenda-form-${agenda?.id ?? 'new'}`;
  const save = useAction(
    (sent: Draft, call) =>
      api.post(
        'agenda.save',
        {
          ...(agenda ? { id: agenda.id } : { target: sent.target }),
          title: sent.title.trim(),
          date: sent.date,
          endDate: sent.allDay ? sent.endDate || sent.date : undefined,
          allDay: sent.allDay,
          startTime: sent.startTime,
          endTime: sent.endTime,
          place: sent.place.trim(),
          note: sent.note.trim(),
          remind: sent.remind,
        },
        call,
      ),
    { onDone: (answer) => onSaved(answer.agenda), failed: (reason) => t('form.failed', { reason }) },
  );

  const problemOf = (sent: Draft): string | undefined => {
    if (!sent.title.trim()) return t('form.needTitle');
    if (!sent.date) return t('form.needDate');
    if (sent.allDay && sent.endDate && sent.endDate < sent.date) return t('form.endDayBefore');
    if (!sent.allDay && sent.endTime <= sent.startTime) return t('form.endBeforeStart');
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(draft);
    setProblem(found);
    if (found) return save.reset();
    void save.run(draft);
  };

  return (
    <form className={styles.form} aria-label={agenda ? t('form.editTitle', { title: agenda.title }) : t('form.newTitle')} onSubmit={submit}>
      <label className="portal-field" htmlFor={`${prefix}-title`}>
        {t('form.title')}
        <input
          id={`${prefix}-title`}
          value={draft.title}
          maxLength={40}
          placeholder={t('form.titleHint')}
          onChange={(event) => set('title', event.target.value)}
        />
      </label>
      {agenda ? null : (
        <label className="portal-field" htmlFor={`${prefix}-target`}>
          {t('form.target')}
          <select id={`${prefix}-target`} value={draft.target} onChange={(event) => set('target', event.target.value)}>
            {targets.map((target) => (
              <option key={target.value} value={target.value}>
                {target.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.check} htmlFor={`${prefix}-allDay`}>
        <input id={`${prefix}-allDay`} type="checkbox" checked={draft.allDay} onChange={(event) => set('allDay', event.target.checked)} />
        {t('form.allDay')}
      </label>
      <div className={styles.row2}>
        <label className="portal-field" htmlFor={`${prefix}-date`}>
          {draft.allDay ? t('form.firstDay') : t('form.date')}
          <input id={`${prefix}-date`} type="date" value={draft.date} onChange={(event) => set('date', event.target.value)} />
        </label>
        {draft.allDay ? (
          <label className="portal-field" htmlFor={`${prefix}-endDate`}>
            {t('form.lastDay')}
            <input id={`${prefix}-endDate`} type="date" value={draft.endDate} onChange={(event) => set('endDate', event.target.value)} />
          </label>
        ) : null}
      </div>
      {draft.allDay ? null : (
        <div className={styles.row2}>
          <label className="portal-field" htmlFor={`${prefix}-start`}>
            {t('form.start')}
            <input id={`${prefix}-start`} type="time" value={draft.startTime} onChange={(event) => set('startTime', event.target.value)} />
          </label>
          <label className="portal-field" htmlFor={`${prefix}-end`}>
            {t('form.end')}
            <input id={`${prefix}-end`} type="time" value={draft.endTime} onChange={(event) => set('endTime', event.target.value)} />
          </label>
        </div>
      )}
      <label className="portal-field" htmlFor={`${prefix}-place`}>
        {t('form.place')}
        <input
          id={`${prefix}-place`}
          value={draft.place}
          maxLength={40}
          placeholder={t('form.placeHint')}
          onChange={(event) => set('place', event.target.value)}
        />
      </label>
      <label className="portal-field" htmlFor={`${prefix}-remind`}>
        {t('form.remind')}
        <RemindSelect id={`${prefix}-remind`} value={draft.remind} onChange={(minutes) => set('remind', minutes)} />
      </label>
      <label className="portal-field" htmlFor={`${prefix}-note`}>
        {t('form.note')}
        <textarea id={`${prefix}-note`} value={draft.note} maxLength={200} rows={3} onChange={(event) => set('note', event.target.value)} />
      </label>
      <FormActions action={save} submit={agenda ? t('form.saveEdit') : t('form.submit')} problem={problem}>
        {onCancel ? (
          <button type="button" className="portal-button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        ) : null}
      </FormActions>
    </form>
  );
}

/** The group the address names (`?id=`), asked for only when it names one. */
export function useGroupOfAddress(query: URLSearchParams) {
  const id = query.get('id');
  return { named: isRecordId(id), group: useApiQuery('agenda.group', isRecordId(id) ? { id: Number(id) } : undefined) };
}

/** A group page whose address names no group: the no-data view, without a call. */
export function MissingGroup({ title }: { title: string }) {
  const { t } = useTranslation('agenda');
  return (
    <WidgetPage title={title}>
      <NoDataView message={t('detail.missingId')} />
    </WidgetPage>
  );
}

/** A reminder's minutes, chosen from the list the server takes. */
export function RemindSelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: RemindMinutes;
  disabled?: boolean;
  onChange(minutes: RemindMinutes): void;
}) {
  const remindLabel = useRemindLabel();
  return (
    <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(remindOf(event.target.value))}>
      {REMIND_CHOICES.map((minutes) => (
        <option key={minutes} value={minutes}>
          {remindLabel(minutes)}
        </option>
      ))}
    </select>
  );
}

/** A group's agendas from this week on (each with its `actions`), or the note that it has none. */
export function GroupAgendas({ list, actions }: { list: readonly Agenda[]; actions?: (agenda: Agenda) => ReactNode }) {
  const { t } = useTranslation('agenda');
  if (list.length === 0)
    return (
      <p className={styles.meta} data-testid="agenda-none">
        {t('detail.noAgendas')}
      </p>
    );
  return (
    <ul className={styles.cards} data-testid="agenda-list">
      {list.map((agenda) => (
        <AgendaCard key={agenda.id} agenda={agenda} actions={actions?.(agenda)} />
      ))}
    </ul>
  );
}
