/**
 * What the staff pages of the health report share: the day they look at, the counts as tiles (to report,
 * reported, the rate, abnormal), the fill rate per unit and the trend by day as charts with their tables.
 */
import { StatChart, StatTiles, useApiQuery, useTranslation, dayOf } from '../../../runtime/app/index.ts';
import styles from './healthReport.module.css';

export interface Counts {
  students: number;
  filled: number;
  abnormal: number;
}

/** The report type of the page: its app key (epideState…), which is also how the backend knows it. */
/** The report type of the page's app: the one its props name, else its key (the legacy modules' keys are types). */
export const variantOf = (appKey: string | undefined, module: string, props: { variant?: string } = {}) => props.variant ?? appKey ?? module;

/** The fill rate in percent, one decimal (a unit of no students has none). */
export const rateOf = ({ students, filled }: Counts) => (students === 0 ? 0 : Math.round((filled / students) * 1000) / 10);

export function SummaryTiles({ counts }: { counts: Counts }) {
  const { t } = useTranslation('health-report');
  const tiles = [
    ['students', counts.students],
    ['filled', counts.filled],
    ['unfilled', counts.students - counts.filled],
    ['rate', `${rateOf(counts)}%`],
    ['abnormal', counts.abnormal],
  ] as const;
  const stats = tiles.map(([key, value]) => ({ key, label: t(`summary.${key}`), value, alert: key === 'abnormal' && counts.abnormal > 0 }));
  return <StatTiles tiles={stats} testId="health-summary" className={styles.tiles} />;
}

export function DayPicker({ day, onDay }: { day: string; onDay(day: string): void }) {
  const { t } = useTranslation('health-report');
  return (
    <label className={styles.dayPicker}>
      {t('staff.day')}
      <input type="date" value={day} max={day > today() ? day : today()} onChange={(event) => event.target.value && onDay(event.target.value)} />
    </label>
  );
}

/** Today in China, as the backend counts days. */
function today(): string {
  return dayOf(Date.now());
}

export function RateChart({ title, category, units }: { title: string; category: string; units: ReadonlyArray<Counts & { name: string }> }) {
  const { t } = useTranslation('health-report');
  if (units.length === 0) return null;
  return (
    <StatChart
      kind="bar"
      horizontal
      title={title}
      category={category}
      labels={units.map((unit) => unit.name)}
      series={[{ label: t('summary.rate'), values: units.map(rateOf) }]}
      format={(value) => `${value}%`}
    />
  );
}

/** Reports and abnormal reports of the last days (both head counts, one scale), over what the user may see (or one college). */
export function TrendChart({ variant, days, collegeId }: { variant: string; days: number; collegeId?: number }) {
  const { t } = useTranslation('health-report');
  const trend = useApiQuery('health-report.trend', { variant, days, ...(collegeId === undefined ? {} : { collegeId }) });
  // A chart beside the page's own data: nothing until its answer is there, and nothing for a failure.
  if (!trend.data || trend.data.days.length === 0) return null;
  return (
    <StatChart
      kind="line"
      title={t('staff.trend', { count: days })}
      category={t('staff.date')}
      labels={trend.data.days.map((day) => day.day.slice(5))}
      series={[
        { label: t('summary.filled'), values: trend.data.days.map((day) => day.filled) },
        { label: t('summary.abnormal'), values: trend.data.days.map((day) => day.abnormal) },
      ]}
    />
  );
}
