/**
 * personal-agenda/add (添加日程; `?id=` edits one, `?date=` starts on a day): title, whole day or start
 * and end, place, note, reminder, weekly repeat until a date. Checked here as the server checks it (end
 * after start, title length, reminder from the list), then saved; the server's refusal shows at the
 * button. A saved item can go to the phone's calendar at once.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiErrorView, formatTime, isApiError, LoadingView, useApi, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { Entry, PersonalAgendaProps } from '../generated/types.ts';
import { addDays, dayOfInstant, exportEntries, NS, useReminderText } from './agendaKit.tsx';
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
    endDay: dayOfInstant(entry.end),
    endTime: formatTime(entry.end, 'HH:mm'),
    place: entry.place,
    note: entry.note,
    remind: entry.remindMinutes === null ? '' : String(entry.remindMinutes),
    weekly: entry.repeatUntil !== null,
    until: entry.repeatUntil ?? addDays(entry.date, 28),
  };
}

export default function EditPage({ module, title, query }: WidgetPageProps<PersonalAgendaProps>) {
  const id = query.get('id');
  const asked = query.get('date');
  // Without an id, one light call learns the server's today (the form's first day).
  const existing = useApiQuery('personal-agenda.item', id ? { id } : undefined);
  const today = useApiQuery('personal-agenda.range', id ? undefined : { span: 'week' });
  const loaded = id ? existing : today;
  if (loaded.status === 'error') return <ApiErrorView error={loaded.error} onRetry={loaded.reload} />;
  if (loaded.status === 'loading') return <LoadingView />;
  const entry = id && existing.status === 'ready' ? existing.data.item : undefined;
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : loaded.data.today;
  return <AgendaForm key={id ?? day} module={module} title={title} entry={entry} draft={draftOf(entry, day)} />;
}

function AgendaForm({ module, title, entry, draft: first }: { module: string; title: string; entry: Entry | undefined; draft: Draft }) {
  const { t } = useTranslation(NS);
  const api = useApi();
  const reminderText = useReminderText();
  const [draft, setDraft] = useState(first);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<Entry>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((now) => ({ ...now, [key]: value }));

  const check = (): string | undefined => {
    if (!draft.title.trim()) return t('form.needTitle');
    if ([...draft.title.trim()].length > MAX_TITLE) return t('form.longTitle');
    const start = draft.allDay ? draft.startDay : `${draft.startDay}T${draft.startTime}`;
    const end = draft.allDay ? draft.endDay : `${draft.endDay}T${draft.endTime}`;
    if (draft.allDay ? end < start : end <= start) return t('form.endBeforeStart');
    if (draft.weekly && (!draft.until || draft.until < draft.startDay)) return t('form.badUntil');
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = check();
    if (wrong) return setProblem(wrong);
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await api.post('personal-agenda.save', {
        ...(entry ? { id: entry.id } : {}),
        title: draft.title.trim(),
        allDay: draft.allDay,
        start: draft.allDay ? draft.startDay : `${draft.startDay}T${draft.startTime}`,
        end: draft.allDay ? draft.endDay : `${draft.endDay}T${draft.endTime}`,
        place: draft.place.trim(),
        note: draft.note.trim(),
        remindMinutes: draft.remind === '' ? null : Number(draft.remind),
        repeatUntil: draft.weekly ? draft.until : '',
      });
      setSaved(answer.item);
    } catch (error) {
      setProblem(t('failed', { reason: isApiError(error) ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  if (saved) {
    return (
      <section className={styles.page} aria-labelledby="agenda-saved">
        <h1 id="agenda-saved" className={styles.heading}>
          {title}
        </h1>
        <div className={styles.saved} role="status" data-testid="agenda-saved">
          <p>{t(entry ? 'form.updated' : 'form.added', { title: saved.title, date: saved.date })}</p>
          <div className={styles.actions}>
            <button type="button" className="portal-button portal-button--primary" onClick={() => exportEntries([saved], saved.title)}>
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
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="agenda-form">
      <h1 id="agenda-form" className={styles.heading}>
        {entry ? t('form.editTitle') : title}
      </h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="agenda-form">
        <label>
          {t('form.title')}
          <input value={draft.title} maxLength={MAX_TITLE + 10} placeholder={t('form.titleHint')} onChange={(event) => set('title', event.target.value)} />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.allDay} onChange={(event) => set('allDay', event.target.checked)} />
          {t('form.allDay')}
        </label>
        <div className={styles.pair}>
          <label>
            {t('form.startDay')}
            <input type="date" value={draft.startDay} onChange={(event) => set('startDay', event.target.value)} />
          </label>
          {draft.allDay ? null : (
            <label>
              {t('form.startTime')}
              <input type="time" value={draft.startTime} onChange={(event) => set('startTime', event.target.value)} />
            </label>
          )}
        </div>
        <div className={styles.pair}>
          <label>
            {t('form.endDay')}
            <input type="date" value={draft.endDay} onChange={(event) => set('endDay', event.target.value)} />
          </label>
          {draft.allDay ? null : (
            <label>
              {t('form.endTime')}
              <input type="time" value={draft.endTime} onChange={(event) => set('endTime', event.target.value)} />
            </label>
          )}
        </div>
        <label>
          {t('form.place')}
          <input value={draft.place} maxLength={40} placeholder={t('form.placeHint')} onChange={(event) => set('place', event.target.value)} />
        </label>
        <label>
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
          <label>
            {t('form.until')}
            <input type="date" value={draft.until} onChange={(event) => set('until', event.target.value)} />
          </label>
        ) : null}
        <label>
          {t('form.note')}
          <textarea value={draft.note} maxLength={200} rows={3} onChange={(event) => set('note', event.target.value)} />
        </label>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="portal-button portal-button--primary" disabled={busy}>
            {t('form.save')}
          </button>
          <Link className="portal-button" to={`/${module}/index`}>
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </section>
  );
}
