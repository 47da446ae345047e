/**
 * generalApp/appoint (预约): books the slot of the address (`?id=<space>&start=<unix seconds>`): how
 * many consecutive slots (those still free, up to the space's limit), the people, the purpose, and for a
 * group the other attendees' names. Checked here as the backend checks it, confirmed, then sent; what the
 * backend refuses (taken meanwhile, outside the window) shows beside the button.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { EmptyView, FormActions, QueryView, WidgetPage, formatTime, useAction, useApi, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import type { GeneralAppSlotsData } from '../generated/types.ts';
import { whenOf, type PageProps } from './bookingParts.tsx';
import styles from './generalApp.module.css';

/** Names typed one a line or separated by 、，, or spaces. */
const namesOf = (text: string) =>
  text
    .split(/[\n、，,;；\s]+/u)
    .map((name) => name.trim())
    .filter(Boolean);

export default function AppointPage({ title, module, query }: PageProps) {
  const { t } = useTranslation('general-app');
  const id = Number(query.get('id'));
  const start = Number(query.get('start'));
  const valid = Number.isInteger(id) && id > 0 && Number.isInteger(start) && start > 0;
  const slots = useApiQuery('general-app.slots', valid ? { id, day: formatTime(start, 'YYYY-MM-DD') } : undefined);
  return (
    <WidgetPage title={title}>
      {valid ? (
        <QueryView query={slots}>{(data) => <AppointForm data={data} start={start} module={module} />}</QueryView>
      ) : (
        <EmptyView message={t('appoint.noSlot')} />
      )}
    </WidgetPage>
  );
}

/** What the form sends, checked. */
interface Request {
  count: number;
  people: number;
  purpose: string;
  attendees: string[];
}

function AppointForm({ data, start, module }: { data: GeneralAppSlotsData; start: number; module: string }) {
  const { t } = useTranslation('general-app');
  const api = useApi();
  const navigate = useNavigate();
  const { space } = data;
  const first = data.slots.findIndex((slot) => slot.start === start);
  // Consecutive free slots from the chosen one, as many as the space allows in one booking.
  let free = 0;
  while (first >= 0 && free < space.maxSlots && data.slots[first + free]?.free && !data.slots[first + free]?.mine) free++;
  const [count, setCount] = useState(1);
  const [people, setPeople] = useState(String(Math.min(space.capacity, 1)));
  const [purpose, setPurpose] = useState('');
  const [attendees, setAttendees] = useState('');
  const [problem, setProblem] = useState<string>();
  const book = useAction(
    (request: Request, call) =>
      api.post(
        'general-app.book',
        { spaceId: space.id, start, slots: request.count, people: request.people, purpose: request.purpose, attendees: request.attendees },
        call,
      ),
    {
      confirm: (request) => ({
        title: t('appoint.confirmTitle'),
        details: `${space.name} · ${whenOf(start, start + request.count * space.slotMinutes * 60)} · ${request.purpose}`,
        confirmLabel: t('appoint.submit'),
      }),
      onDone: (answer) => void navigate(`/${module}/details?id=${answer.booking.id}`),
    },
  );
  if (free === 0) return <EmptyView message={t('appoint.gone')} />;
  const end = start + count * space.slotMinutes * 60;

  // A problem found here replaces the backend's last refusal: one reason at a time beside the button.
  const refuse = (reason: string) => {
    book.reset();
    setProblem(reason);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const headcount = Number(people);
    const names = namesOf(attendees);
    if (!Number.isInteger(headcount) || headcount < 1 || headcount > space.capacity) return refuse(t('appoint.badPeople', { max: space.capacity }));
    if (purpose.trim().length < 2) return refuse(t('appoint.needPurpose'));
    if (names.length > headcount - 1) return refuse(t('appoint.tooManyAttendees', { count: headcount - 1 }));
    setProblem(undefined);
    void book.run({ count, people: headcount, purpose: purpose.trim(), attendees: names });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('appoint.formLabel', { name: space.name })} data-testid="appoint-form">
      <h2 className={styles.section}>{space.name}</h2>
      <p className="portal-card__meta">
        {space.location} · {t(space.needsApproval ? 'appoint.willWait' : 'appoint.willPass')}
      </p>
      <p data-testid="appoint-when">{whenOf(start, end)}</p>
      {free > 1 ? (
        <label className="portal-field">
          {t('appoint.slots')}
          <select value={count} onChange={(event) => setCount(Number(event.target.value))}>
            {Array.from({ length: free }, (_, index) => (
              <option key={index} value={index + 1}>
                {t('appoint.slotCount', { count: index + 1, minutes: (index + 1) * space.slotMinutes })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {space.capacity > 1 ? (
        <label className="portal-field">
          {t('appoint.people', { max: space.capacity })}
          <input type="number" inputMode="numeric" min={1} max={space.capacity} value={people} onChange={(event) => setPeople(event.target.value)} />
        </label>
      ) : null}
      <label className="portal-field">
        {t('appoint.purpose')}
        <textarea value={purpose} rows={2} maxLength={100} placeholder={t('appoint.purposeHint')} onChange={(event) => setPurpose(event.target.value)} />
      </label>
      {space.capacity > 1 ? (
        <label className="portal-field">
          {t('appoint.attendees')}
          <textarea value={attendees} rows={2} placeholder={t('appoint.attendeesHint')} onChange={(event) => setAttendees(event.target.value)} />
        </label>
      ) : null}
      <FormActions action={book} submit={t('appoint.submit')} problem={problem} className={styles.actions} />
    </form>
  );
}
