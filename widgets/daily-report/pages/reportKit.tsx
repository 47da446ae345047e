/**
 * What the daily report's pages share: the fill rate, the counts as tiles (members, filled, not filled,
 * rate, abnormal), the trend by day as a chart with its table, and a card of reports in rows.
 */
import { StatChart, StatTiles, useTranslation } from '../../../runtime/app/index.ts';
import styles from './dailyReport.module.css';

export interface Counts {
  members: number;
  filled: number;
  abnormal: number;
}

/** The fill rate in percent, one decimal (a unit of nobody has none). */
export const rateOf = ({ members, filled }: Counts) => (members === 0 ? 0 : Math.round((filled / members) * 1000) / 10);

export const sumOf = (rows: readonly Counts[]): Counts =>
  rows.reduce((sum, row) => ({ members: sum.members + row.members, filled: sum.filled + row.filled, abnormal: sum.abnormal + row.abnormal }), {
    members: 0,
    filled: 0,
    abnormal: 0,
  });

export function SummaryTiles({ counts }: { counts: Counts }) {
  const { t } = useTranslation('daily-report');
  const tiles = [
    ['members', counts.members],
    ['filled', counts.filled],
    ['unfilled', counts.members - counts.filled],
    ['rate', `${rateOf(counts)}%`],
    ['abnormal', counts.abnormal],
  ] as const;
  const stats = tiles.map(([key, value]) => ({ key, label: t(`stats.${key}`), value, alert: key === 'abnormal' && counts.abnormal > 0 }));
  return <StatTiles tiles={stats} testId="daily-summary" className={styles.tiles} />;
}

/** Reports and abnormal reports by day (head counts, one scale), oldest first. */
export function TrendChart({ title, days }: { title: string; days: ReadonlyArray<Counts & { day: string }> }) {
  const { t } = useTranslation('daily-report');
  if (days.length === 0) return null;
  return (
    <StatChart
      kind="line"
      title={title}
      category={t('stats.date')}
      labels={days.map((day) => day.day.slice(5))}
      series={[
        { label: t('stats.filled'), values: days.map((day) => day.filled) },
        { label: t('stats.abnormal'), values: days.map((day) => day.abnormal) },
      ]}
    />
  );
}

/** One report in a {@link ReportRows} card: whose or which day's it is, and what it said. */
export interface ReportRow {
  id: number;
  label: string;
  text: string;
  abnormal: boolean;
}

/** A card of reports in rows (an abnormal one in the error colour), or a line saying there are none. */
export function ReportRows({ id, title, none, rows }: { id: string; title: string; none: string; rows: readonly ReportRow[] }) {
  return (
    <section className="portal-card" aria-labelledby={id}>
      <h2 id={id} className="portal-card__title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.meta}>{none}</p>
      ) : (
        <ul className={styles.rows} data-testid={id}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row}>
              <span>{row.label}</span>
              <span className={row.abnormal ? styles.abnormalText : undefined}>{row.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
