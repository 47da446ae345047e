/**
 * personal-agenda/add (添加日程; `?id=` edits one, `?date=` starts on a day): title, whole day or start
 * and end, place, note, reminder, weekly repeat until a date. Checked here as the server checks it (end
 * after start, title length, reminder from the list), then saved; the server's refusal shows at the
 * button. A saved item can go to the phone's calendar at once.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  FormActions,
  QueryView,
  WidgetPage,
  addDays,
  dayOfSeconds,
  formatTime,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { Entry, PersonalAgendaProps } from '../generated/types.ts';
import { exportEntries, NS, useReminderText } from './agendaKit.tsx';
import styles from './agenda.module.css';

const REMINDERS = [null, 5, 15, 30, 60, 1440] as const;
const MAX_TITLE = 40;

interface Draft {
  title: string;
  allDay: boolean;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  place: string;
  note: string;
  remind: string;
  weekly: boolean;
  until: string;
}

/** The draft's fields of the start and of the end. */
const FIELDS = { start: ['startDay', 'startTime'], end: ['endDay', 'endTime'] } as const;

type SetDraft = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

/** The start or end as sent: a day for an item of whole days, else the day and time ('YYYY-MM-DDTHH:mm'). */
function momentOf(draft: Draft, which: keyof typeof FIELDS): string {
  const [day, time] = FIELDS[which];
  return draft.allDay ? draft[day] : `${draft[day]}T${draft[time]}`;
}

function draftOf(entry: Entry | undefined, day: string): Draft {
  if (!entry) {
    return {
      title: '',
      allDay: false,
      startDay: day,
      startTime: '09:00',
      endDay: day,
      endTime: '10:00',
      place: '',
      note: '',
      remind: '15',
      weekly: false,
      until: addDays(day, 28),
    };
  }
  return {
    title: entry.title,
    allDay: entry.allDay,
    startDay: entry.date,
    startTime: formatTime(entry.start, 'HH:mm'),
    endDay: dayOfSeconds(entry.end),
    endTime: formatTime(entry.end, 'HH:mm'),
    place: entry.place,
    note: entry.note,
    remind: entry.remindMinutes === null ? '' : String(entry.remindMinutes),
    weekly: entry.repeatUntil !== null,
    until: entry.repeatUntil ?? addDays(entry.date, 28),
  };
}

export default function EditPage({ module, title, query }: WidgetPageProps<PersonalAgendaProps>) {
  const { t } = useTranslation(NS);
  const id = query.get('id');
  const asked = query.get('date');
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : undefined;
  // Without an id, one light call learns the server's today (the form's first day).
  const existing = useApiQuery('personal-agenda.item', id ? { id: Number(id) } : undefined);
  const today = useApiQuery('personal-agenda.range', id ? undefined : { span: 'week' });
  // The item saved from this address; another address (another item, another day) starts a new form.
  const key = id ?? day ?? '';
  const [saved, setSaved] = useState<{ key: string; entry: Entry; edited: boolean }>();
  const done = saved?.key === key ? saved : undefined;
  const onSaved = (entry: Entry, edited: boolean) => setSaved({ key, entry, edited });

  return (
    <WidgetPage title={id && !done ? t('form.editTitle') : title}>
      {done ? (
        <Saved module={module} entry={done.entry} edited={done.edited} />
      ) : id ? (
        <QueryView query={existing}>
          {({ item }) => <AgendaForm key={key} module={module} entry={item} draft={draftOf(item, item.date)} onSaved={onSaved} />}
        </QueryView>
      ) : (
        <QueryView query={today}>
          {(week) => <AgendaForm key={key} module={module} entry={undefined} draft={draftOf(undefined, day ?? week.today)} onSaved={onSaved} />}
        </QueryView>
      )}
    </WidgetPage>
  );
}

/** What was saved, offered to the phone's calendar, and the way back. */
function Saved({ module, entry, edited }: { module: string; entry: Entry; edited: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div className="portal-card" role="status" data-testid="agenda-saved">
      <p>{t(edited ? 'form.updated' : 'form.added', { title: entry.title, date: entry.date })}</p>
      <div className={styles.actions}>
        <button type="button" className="portal-button portal-button--primary" onClick={() => exportEntries([entry], entry.title)}>
          {t('card.export')}
        </button>
        <Link className="portal-button" to={`/${module}/index`}>
          {t('form.toWeek')}
        </Link>
        <Link className="portal-button" to={`/${module}/list`}>
          {t('week.toList')}
        </Link>
      </div>
    </div>
  );
}

function AgendaForm({
  module,
  entry,
  draft: first,
  onSaved,
}: {
  module: string;
  entry: Entry | undefined;
  draft: Draft;
  onSaved(entry: Entry, edited: boolean): void;
}) {
  const { t } = useTranslation(NS);
  const api = useApi();
  const reminderText = useReminderText();
  const [draft, setDraft] = useState(first);
  // What this form checks itself before sending, as the server checks it; the server's refusal is the action's.
  const [problem, setProblem] = useState<string>();
  const set: SetDraft = (key, value) => setDraft((now) => ({ ...now, [key]: value }));
  const save = useAction(
    (sent: Draft, call) =>
      api.post(
        'personal-agenda.save',
        {
          ...(entry ? { id: entry.id } : {}),
          title: sent.title.trim(),
          allDay: sent.allDay,
          start: momentOf(sent, 'start'),
          end: momentOf(sent, 'end'),
          place: sent.place.trim(),
          note: sent.note.trim(),
          remindMinutes: REMINDERS.find((minutes) => String(minutes) === sent.remind) ?? null,
          repeatUntil: sent.weekly ? sent.until : '',
        },
        call,
      ),
    { onDone: (answer) => onSaved(answer.item, entry !== undefined), failed: (reason) => t('failed', { reason }) },
  );

  const check = (): string | undefined => {
    if (!draft.title.trim()) return t('form.needTitle');
    if ([...draft.title.trim()].length > MAX_TITLE) return t('form.longTitle');
    const start = momentOf(draft, 'start');
    const end = momentOf(draft, 'end');
    if (draft.allDay ? end < start : end <= start) return t('form.endBeforeStart');
    if (draft.weekly && (!draft.until || draft.until < draft.startDay)) return t('form.badUntil');
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = check();
    setProblem(wrong);
    if (wrong) return save.reset();
    void save.run(draft);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="agenda-form">
      <label className="portal-field">
        {t('form.title')}
        <input value={draft.title} maxLength={MAX_TITLE + 10} placeholder={t('form.titleHint')} onChange={(event) => set('title', event.target.value)} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.allDay} onChange={(event) => set('allDay', event.target.checked)} />
        {t('form.allDay')}
      </label>
      <MomentFields draft={draft} which="start" set={set} />
      <MomentFields draft={draft} which="end" set={set} />
      <label className="portal-field">
        {t('form.place')}
        <input value={draft.place} maxLength={40} placeholder={t('form.placeHint')} onChange={(event) => set('place', event.target.value)} />
      </label>
      <label className="portal-field">
        {t('form.remind')}
        <select value={draft.remind} onChange={(event) => set('remind', event.target.value)}>
          {REMINDERS.map((minutes) => (
            <option key={String(minutes)} value={minutes === null ? '' : String(minutes)}>
              {reminderText(minutes)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.weekly} onChange={(event) => set('weekly', event.target.checked)} />
        {t('form.weekly')}
      </label>
      {draft.weekly ? (
        <label className="portal-field">
          {t('form.until')}
          <input type="date" value={draft.until} onChange={(event) => set('until', event.target.value)} />
        </label>
      ) : null}
      <label className="portal-field">
        {t('form.note')}
        <textarea value={draft.note} maxLength={200} rows={3} onChange={(event) => set('note', event.target.value)} />
      </label>
      <FormActions action={save} submit={t('form.save')} problem={problem} className={styles.actions}>
        <Link className="portal-button" to={`/${module}/index`}>
          {t('form.cancel')}
        </Link>
      </FormActions>
    </form>
  );
}

/** The start's or the end's day, and its time unless the item lasts whole days. */
function MomentFields({ draft, which, set }: { draft: Draft; which: keyof typeof FIELDS; set: SetDraft }) {
  const { t } = useTranslation(NS);
  const [day, time] = FIELDS[which];
  return (
    <div className={styles.pair}>
      <label className="portal-field">
        {t(`form.${day}`)}
        <input type="date" value={draft[day]} onChange={(event) => set(day, event.target.value)} />
      </label>
      {draft.allDay ? null : (
        <label className="portal-field">
          {t(`form.${time}`)}
          <input type="time" value={draft[time]} onChange={(event) => set(time, event.target.value)} />
        </label>
      )}
    </div>
  );
}
