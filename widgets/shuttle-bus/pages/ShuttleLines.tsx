import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryView, WidgetPage, useApiQuery, useTranslation } from '../../../runtime/app/index.ts';
import type { ShuttleBusLinesData } from '../generated/types.ts';
import styles from './shuttle.module.css';

type Line = ShuttleBusLinesData['lines'][number];
type Today = ShuttleBusLinesData['today'];

const everyLine = {};

/** A page of every line: the lines asked once, today's kind of day above them, `children` the lines laid out as the page wants. */
export function LinesPage({ title, children }: { title: string; children(lines: Line[]): ReactNode }) {
  const { t } = useTranslation('shuttle-bus');
  const lines = useApiQuery('shuttle-bus.lines', everyLine);
  return (
    <WidgetPage title={title}>
      <QueryView query={lines} empty={t('list.empty')} isEmpty={(data) => data.lines.length === 0}>
        {(data) => (
          <>
            <TodayLine today={data.today} />
            {children(data.lines)}
          </>
        )}
      </QueryView>
    </WidgetPage>
  );
}

/** Which timetable runs today (and the holiday's name), and the plain word that positions are not live. */
export function TodayLine({ today }: { today: Today }) {
  const { t } = useTranslation('shuttle-bus');
  return (
    <div className={styles.today} data-testid="shuttle-today">
      <p className={styles.todayKind} data-kind={today.kind}>
        {t(`today.${today.kind}`, { day: today.day })}
        {today.holiday ? t('today.named', { name: today.holiday }) : null}
      </p>
      <p className="portal-muted">{t('today.notLive')}</p>
    </div>
  );
}

/** A line's next departure from its first stop, as a badge: when, and in how many minutes; or that today's buses are over. */
export function NextDeparture({ next, runsToday }: { next: Line['next']; runsToday: boolean }) {
  const { t } = useTranslation('shuttle-bus');
  if (!runsToday) return <span className="portal-badge">{t('list.notToday')}</span>;
  if (!next) return <span className="portal-badge portal-badge--warning">{t('list.done')}</span>;
  return (
    <span className="portal-badge portal-badge--success" data-testid="shuttle-next">
      {t('list.next', { time: next.time })} · {next.minutes === 0 ? t('list.now') : t('list.inMinutes', { count: next.minutes })}
    </span>
  );
}

/** The lines as a list of links to their detail, each with its ends, stops, first and last bus and the next departure. */
export function LineList({ lines, module, testId }: { lines: Line[]; module: string; testId?: string }) {
  const { t } = useTranslation('shuttle-bus');
  return (
    <ul className={`portal-list ${styles.lines}`} data-testid={testId}>
      {lines.map((line) => (
        <li key={line.id} className={`portal-card ${styles.line}`}>
          <Link className={styles.lineLink} to={`/${module}/detail?id=${line.id}`}>
            <span className={styles.lineName}>{line.name}</span>
            <NextDeparture next={line.next} runsToday={line.firstBus !== null} />
            <span className={styles.meta}>
              {line.from} → {line.to} · {t('list.stops', { count: line.stops })}
            </span>
            {line.firstBus && line.lastBus ? <span className={styles.meta}>{t('list.span', { first: line.firstBus, last: line.lastBus })}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
