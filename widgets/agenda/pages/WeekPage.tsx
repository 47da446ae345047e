/**
 * agenda/index (我的日程): the week of my agendas (school-wide, my groups', my own) as a strip of seven days,
 * today highlighted, and the chosen day's list. Each agenda exports to the phone's calendar; so does the
 * whole week. `?from=YYYY-MM-DD` picks the week. A group's agendas I had not seen are marked new and
 * recorded as seen (the publisher's receipts).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  QueryView,
  WidgetPage,
  addDays,
  dayOfSeconds,
  downloadCalendar,
  useApi,
  useApiQuery,
  useTranslation,
  type ApiData,
  type WidgetPageProps,
  useKeptQuery,
} from '../../../runtime/app/index.ts';
import { AgendaCard, calendarEventOf, isOnDay } from './agendaKit.tsx';
import styles from './agenda.module.css';

export default function WeekPage({ module, title, query }: WidgetPageProps) {
  const api = useApi();
  const from = query.get('from') ?? '';
  const week = useKeptQuery(useApiQuery('agenda.week', from ? { from } : {}));

  const unseenKey = week.data?.list
    .filter((agenda) => !agenda.seen)
    .map((agenda) => agenda.id)
    .join(',');
  useEffect(() => {
    // Shown is seen: the publisher's receipt. A failure only leaves the mark "new" for the next visit.
    if (unseenKey) api.post('agenda.seen', { ids: unseenKey.split(',').map(Number) }).catch(() => undefined);
  }, [api, unseenKey]);

  return (
    <WidgetPage title={title}>
      <QueryView query={week}>{(data) => <Week data={data} module={module} />}</QueryView>
    </WidgetPage>
  );
}

/** The week's strip of days, the chosen day's heading and its agendas. */
function Week({ data, module }: { data: ApiData<'agenda.week'>; module: string }) {
  const { t } = useTranslation('agenda');
  const [picked, setPicked] = useState<string>();
  const today = dayOfSeconds(data.now);
  const days = Array.from({ length: 7 }, (_, index) => addDays(data.from, index));
  const day = picked && days.includes(picked) ? picked : days.includes(today) ? today : data.from;
  const ofDay = data.list.filter((agenda) => isOnDay(agenda, day));
  const weekLink = (monday: string) => `/${module}/index?${new URLSearchParams({ from: monday }).toString()}`;
  const dayHeading = (dayText: string) =>
    t('week.dayHeading', { date: dayText, weekday: t(`weekday.${days.indexOf(dayText)}`), today: dayText === today ? t('week.today') : '' });

  return (
    <div className={styles.stack}>
      <div className="portal-toolbar">
        <Link to={weekLink(addDays(data.from, -7))} className="portal-button">
          {t('week.previous')}
        </Link>
        <strong data-testid="agenda-range">{t('week.range', { first: days[0]!.slice(5), last: days[6]!.slice(5) })}</strong>
        <Link to={weekLink(addDays(data.from, 7))} className="portal-button">
          {t('week.next')}
        </Link>
      </div>
      <ol className={styles.strip} data-testid="agenda-strip">
        {days.map((one, index) => {
          const count = data.list.filter((agenda) => isOnDay(agenda, one)).length;
          return (
            <li key={one}>
              <button
                type="button"
                className={styles.day}
                aria-pressed={one === day}
                data-today={one === today || undefined}
                data-day={one}
                onClick={() => setPicked(one)}
              >
                <span>{t(`weekday.${index}`)}</span>
                <strong>{Number(one.slice(8))}</strong>
                <small aria-hidden="true">{count > 0 ? count : ' '}</small>
                {/* The button is named by what it shows, then how many agendas the day has (not a label of its own). */}
                <span className="portal-visually-hidden">{t('week.dayCount', { count })}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <div className="portal-toolbar">
        <h2 className={styles.subheading} data-testid="agenda-day">
          {dayHeading(day)}
        </h2>
        {data.list.length > 0 ? (
          <button
            type="button"
            className="portal-button"
            onClick={() => downloadCalendar(data.list.map(calendarEventOf), t('week.fileName', { from: data.from }), data.now * 1000)}
          >
            {t('week.exportAll', { count: data.list.length })}
          </button>
        ) : null}
      </div>
      {ofDay.length === 0 ? (
        <p className={styles.meta} role="status" data-testid="agenda-none">
          {data.list.length === 0 ? t('week.emptyWeek') : t('week.emptyDay')}
        </p>
      ) : (
        <ul className={styles.cards} data-testid="agenda-list">
          {ofDay.map((agenda) => (
            <AgendaCard key={agenda.id} agenda={agenda} now={data.now} />
          ))}
        </ul>
      )}
    </div>
  );
}
