import { useState } from 'react';
import { BackLink, DetailPage, WidgetPage, minutesOf, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { ShuttleBusDetailData, ShuttleBusProps } from '../generated/types.ts';
import { NextDeparture, TodayLine } from './ShuttleLines.tsx';
import styles from './shuttle.module.css';

type DayKind = ShuttleBusDetailData['today']['kind'];

/** shuttleBus/detail?id=: one line's stops and its timetable for today's kind of day, the other kind a toggle away. */
export default function ShuttleDetailPage({ query, module }: WidgetPageProps<ShuttleBusProps>) {
  const { t } = useTranslation('shuttle-bus');
  return (
    <DetailPage apiKey="shuttle-bus.detail" query={query} missingMessage={t('detail.missingId')}>
      {(line) => <Line line={line} module={module} />}
    </DetailPage>
  );
}

function Line({ line, module }: { line: ShuttleBusDetailData; module: string }) {
  const { t } = useTranslation('shuttle-bus');
  const [kind, setKind] = useState<DayKind>(line.today.kind);
  const kinds: DayKind[] = line.today.kind === 'workday' ? ['workday', 'holiday'] : ['holiday', 'workday'];
  const times = line.timetables[kind];
  const isToday = kind === line.today.kind;
  const nowMinute = minutesOf(line.today.time);
  return (
    <WidgetPage title={line.name} intro={`${line.from} → ${line.to}`}>
      <TodayLine today={line.today} />
      <section className="portal-card" aria-labelledby="shuttle-next-title" data-testid="shuttle-departure">
        <h2 id="shuttle-next-title" className={styles.cardTitle}>
          {line.from}
        </h2>
        <NextDeparture next={line.next} runsToday={line.timetables[line.today.kind].length > 0} />
        {line.note ? (
          <p className={styles.note}>
            <strong>{t('detail.note')}</strong>
            {line.note}
          </p>
        ) : null}
      </section>
      <section className="portal-card" aria-labelledby="shuttle-stops-title">
        <h2 id="shuttle-stops-title" className={styles.cardTitle}>
          {t('detail.stops')}
        </h2>
        <ol className={styles.stops} data-testid="shuttle-stops">
          {line.stops.map((stop) => (
            <li key={stop.name}>
              <span>{stop.name}</span>
              {stop.minutes > 0 ? <span className={styles.meta}>{t('detail.atMinutes', { count: stop.minutes })}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="portal-card" aria-labelledby="shuttle-timetable-title">
        <h2 id="shuttle-timetable-title" className={styles.cardTitle}>
          {t('detail.timetable')}
        </h2>
        <div className="portal-chips" role="group" aria-label={t('detail.timetable')}>
          {kinds.map((k) => (
            <button key={k} type="button" className="portal-chip" aria-pressed={k === kind} onClick={() => setKind(k)}>
              {t(`detail.${k}`)}
              {k === line.today.kind ? t('detail.today') : null}
            </button>
          ))}
        </div>
        <div data-testid="shuttle-timetable" data-kind={kind}>
          {times.length === 0 ? (
            <p className="portal-muted">{t('detail.noDepartures')}</p>
          ) : (
            <>
              <p className={styles.meta}>{t('detail.departures', { count: times.length })}</p>
              <ul className={styles.times}>
                {times.map((time) => (
                  <li
                    key={time}
                    data-passed={isToday && minutesOf(time) < nowMinute ? 'true' : undefined}
                    data-next={isToday && time === line.next?.time ? 'true' : undefined}
                  >
                    {time}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
      <BackLink to={`/${module}/index`}>{t('detail.backToList')}</BackLink>
    </WidgetPage>
  );
}
