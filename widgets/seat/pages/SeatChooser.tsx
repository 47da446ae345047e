/**
 * Choosing a seat and a time in a room, the same for both legacy pages: a day (today, or tomorrow, whose
 * booking opens by the room's rule), a start and an end on the half hour, the seats free for that time,
 * and booking the chosen one. `plan` lays the seats out as the room's floor plan (seat/chooseSeat);
 * `list` lists the free ones grouped by feature (seat/chooseSeatNew, one school's variant). The booking
 * shows a waiting state while the server decides and only the server's yes leads to the booking's page;
 * a refusal stays beside the button, in the reader's words, and the seats are asked again.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  ActionButton,
  NoDataView,
  QueryView,
  WidgetPage,
  isRecordId,
  minutesOf,
  useAction,
  useApi,
  useApiQuery,
  useKeptQuery,
  useTranslation,
} from '../../../runtime/app/index.ts';
import type { SeatBookBody, SeatRoomData } from '../generated/types.ts';
import { FloorPlan, chinaTime, type PlanSeat } from './seatParts.tsx';
import styles from './seat.module.css';

type Window = { day: string; start: string; end: string };

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Half hours from `from` to `to` (HH:MM), both included. */
function halfHours(from: number, to: number): string[] {
  const times: string[] = [];
  for (let minute = Math.ceil(from / 30) * 30; minute <= to; minute += 30) times.push(clockText(minute));
  return times;
}

export function SeatChooser({ query, module, layout }: { query: URLSearchParams; module: string; layout: 'plan' | 'list' }) {
  const { t } = useTranslation('seat');
  const roomId = query.get('roomId');
  const asked =
    query.get('day') && query.get('start') && query.get('end') ? { day: query.get('day')!, start: query.get('start')!, end: query.get('end')! } : undefined;
  const [chosen, setChosen] = useState<Window | undefined>(asked);
  const plan = useKeptQuery(useApiQuery('seat.room', isRecordId(roomId) ? { id: Number(roomId), ...chosen } : undefined));
  if (!isRecordId(roomId)) return <NoDataView message={t('choose.missingRoom')} />;
  return (
    <QueryView query={plan}>
      {(data, reload) => (
        <Chooser key={data.room.id} data={data} reload={reload} refreshing={plan.refreshing} module={module} layout={layout} onWindow={setChosen} />
      )}
    </QueryView>
  );
}

function Chooser({
  data,
  reload,
  refreshing,
  module,
  layout,
  onWindow,
}: {
  data: SeatRoomData;
  reload: () => void;
  refreshing: boolean;
  module: string;
  layout: 'plan' | 'list';
  onWindow: (window: Window) => void;
}) {
  const { t } = useTranslation('seat');
  const api = useApi();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<PlanSeat | undefined>();
  const book = useAction((body: SeatBookBody, call) => api.post('seat.book', body, call), {
    onDone: (booking) => void navigate(`/${module}/chooseSeatxinxi?id=${booking.id}&booked=1`),
  });
  const { room, rules, window } = data;
  // The selection as the latest answer sees it: a seat taken meanwhile is no longer offered.
  const pick = selected && data.seats.find((seat) => seat.id === selected.id && seat.state === 'free');
  const change = (next: Window) => {
    setSelected(undefined);
    book.reset();
    onWindow(next);
  };
  const open = minutesOf(room.openFrom);
  const close = minutesOf(room.openTo);
  const dayOf = data.days.find((day) => day.day === window?.day);
  const free = data.seats.filter((seat) => seat.state === 'free').length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pick || !window) return;
    void book.run({ roomId: room.id, seatId: pick.id, ...window }).then((result) => {
      if (result === undefined) reload();
    });
  };
  return (
    <WidgetPage title={room.name} intro={`${room.place} · ${room.openFrom}–${room.openTo}`}>
      <section className={`portal-card ${styles.controls}`} aria-label={t('choose.day')}>
        <div className="portal-chips" role="group" aria-label={t('choose.day')}>
          {data.days.map((day, index) => (
            <button
              key={day.day}
              type="button"
              className="portal-chip"
              aria-pressed={day.day === window?.day}
              onClick={() => window && change({ ...window, day: day.day })}
            >
              {t(index === 0 ? 'choose.today' : 'choose.tomorrow', { day: day.day.slice(5) })}
              {day.open ? null : ` · ${t('choose.opensAt', { time: rules.opensAt })}`}
            </button>
          ))}
        </div>
        {window ? (
          <div className={styles.times}>
            <label className="portal-field">
              <span>{t('choose.start')}</span>
              <select
                value={window.start}
                onChange={(event) => {
                  const start = minutesOf(event.target.value);
                  const length = Math.min(minutesOf(window.end) - minutesOf(window.start), rules.maxMinutes);
                  change({ ...window, start: event.target.value, end: clockText(Math.min(close, start + Math.max(30, length))) });
                }}
              >
                {halfHours(open, close - 30).map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
            </label>
            <label className="portal-field">
              <span>{t('choose.end')}</span>
              <select value={window.end} onChange={(event) => change({ ...window, end: event.target.value })}>
                {halfHours(minutesOf(window.start) + 30, Math.min(close, minutesOf(window.start) + rules.maxMinutes)).map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
            </label>
          </div>
        ) : (
          <p className="portal-muted">{t('choose.noWindow')}</p>
        )}
        {dayOf && !dayOf.open ? (
          <p className="portal-notice portal-notice--warning" role="note">
            {t('choose.notOpen', { day: dayOf.day, at: chinaTime(dayOf.opensAt) })}
          </p>
        ) : null}
        {data.bannedUntil !== null ? (
          <p className="portal-notice portal-notice--warning" role="note">
            {t('choose.banned', { until: chinaTime(data.bannedUntil) })}
          </p>
        ) : null}
      </section>
      <section className="portal-card" aria-labelledby="seat-choose-title" aria-busy={refreshing || undefined}>
        <h2 id="seat-choose-title" className="portal-card__title">
          {t('choose.freeCount', { free, total: data.seats.length })}
        </h2>
        {layout === 'plan' ? (
          <FloorPlan room={room} seats={data.seats} selected={pick?.id} onPick={setSelected} />
        ) : (
          <SeatGroups seats={data.seats} selected={pick?.id} onPick={setSelected} />
        )}
      </section>
      <form className={`portal-card ${styles.summary}`} onSubmit={submit} data-testid="seat-book">
        <p>
          {pick && window
            ? t('choose.selected', { label: pick.label, day: window.day, start: window.start, end: window.end })
            : t(layout === 'plan' ? 'choose.pick' : 'choose.pickList')}
        </p>
        {book.busy ? (
          <p role="status" className="portal-muted" data-testid="seat-waiting">
            {t('choose.waiting')}
          </p>
        ) : null}
        <div className="portal-form-actions">
          <ActionButton action={book} type="submit" primary disabled={!pick || !window} busyLabel={t('choose.booking')}>
            {t('choose.book')}
          </ActionButton>
        </div>
      </form>
    </WidgetPage>
  );
}

/** The free seats as lists by feature: by a window, with a socket, the others; the booked ones only counted. */
function SeatGroups({ seats, selected, onPick }: { seats: readonly PlanSeat[]; selected?: number; onPick: (seat: PlanSeat) => void }) {
  const { t } = useTranslation('seat');
  const free = seats.filter((seat) => seat.state === 'free');
  const groups = [
    { key: 'groupWindow', seats: free.filter((seat) => seat.window) },
    { key: 'groupPower', seats: free.filter((seat) => !seat.window && seat.power) },
    { key: 'groupOther', seats: free.filter((seat) => !seat.window && !seat.power) },
  ].filter((group) => group.seats.length > 0);
  const taken = seats.length - free.length;
  return (
    <div data-testid="seat-groups">
      {groups.length === 0 ? <p className="portal-muted">{t('choose.noFree')}</p> : null}
      <ul className={styles.groups}>
        {groups.map((group) => (
          <li key={group.key} aria-labelledby={`seat-${group.key}`}>
            <h3 id={`seat-${group.key}`} className={styles.meta}>
              {t(`choose.${group.key}`)} · {group.seats.length}
            </h3>
            <ul className={styles.seatChoices}>
              {group.seats.map((seat) => (
                <li key={seat.id}>
                  <button type="button" className="portal-chip" data-seat={seat.label} aria-pressed={selected === seat.id} onClick={() => onPick(seat)}>
                    {seat.label}
                    {seat.power ? ' ⚡' : ''}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {taken > 0 ? <p className={styles.meta}>{t('choose.takenCount', { count: taken })}</p> : null}
    </div>
  );
}
