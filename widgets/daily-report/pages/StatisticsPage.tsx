/**
 * dailyReport/statistics: a unit admin's unit today: the counts and rate, the trend, who has not reported
 * (one press reminds each of them once a day), the abnormal reports, and the day's roster to export.
 * Whoever administers no unit is told so and led to applyAdmin; one who administers several picks one.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ApiErrorView,
  LoadingView,
  TableExportButtons,
  formatDate,
  isApiError,
  useApi,
  useApiQuery,
  useTranslation,
  type ExportColumn,
  type WidgetPageProps,
  TableScroll,
} from '../../../runtime/app/index.ts';
import type { DailyReportProps, DailyReportStatisticsData } from '../generated/types.ts';
import { SummaryTiles, TrendChart } from './reportKit.tsx';
import styles from './dailyReport.module.css';

type Member = DailyReportStatisticsData['members'][number];

export default function StatisticsPage({ module, props, title }: WidgetPageProps<DailyReportProps>) {
  const { t } = useTranslation('daily-report');
  const api = useApi();
  const [unitId, setUnitId] = useState<number>();
  const days = props.trendDays ?? 7;
  const stats = useApiQuery('daily-report.statistics', { days, ...(unitId ? { unitId } : {}) });
  const [reminding, setReminding] = useState(false);
  const [reminded, setReminded] = useState<string>();

  if (stats.status === 'error') return <ApiErrorView error={stats.error} onRetry={stats.reload} />;
  if (stats.status === 'loading') return <LoadingView />;
  const data = stats.data;

  if (!data.unit) {
    return (
      <section className={styles.page} aria-labelledby="daily-statistics">
        <h1 id="daily-statistics" className={styles.heading}>
          {title}
        </h1>
        <p className={styles.closedBanner} data-testid="daily-not-admin">
          {t('stats.notAdmin')}
        </p>
        <p className={styles.links}>
          <Link className="portal-button portal-button--primary" to={`/${module}/applyAdmin`}>
            {t('stats.toApply')}
          </Link>
        </p>
      </section>
    );
  }

  const unit = data.unit;
  const filled = data.members.filter((member) => member.filled);
  const unfilled = data.members.filter((member) => !member.filled);
  const abnormal = data.members.filter((member) => member.abnormal);
  const counts = { members: data.members.length, filled: filled.length, abnormal: abnormal.length };

  const remind = async () => {
    setReminding(true);
    try {
      const answer = await api.post('daily-report.remind', { unitId: unit.id });
      setReminded(
        answer.sent === 0
          ? t('stats.remindedAlready', { count: answer.already })
          : answer.already === 0
            ? t('stats.remindedNow', { count: answer.sent })
            : t('stats.remindedBoth', { sent: answer.sent, already: answer.already }),
      );
      stats.reload();
    } catch (error) {
      setReminded(t('stats.remindFailed', { reason: isApiError(error) ? error.message : String(error) }));
    } finally {
      setReminding(false);
    }
  };

  const columns: ExportColumn<Member>[] = [
    { header: t('stats.staffNumber'), value: (member) => member.staffNumber },
    { header: t('stats.name'), value: (member) => member.name },
    { header: t('stats.state'), value: (member) => t(member.filled ? 'stats.stateFilled' : 'stats.stateUnfilled') },
    { header: t('stats.temperature'), value: (member) => member.temperature },
    { header: t('stats.summary'), value: (member) => member.summary },
    { header: t('stats.abnormal'), value: (member) => (member.abnormal ? t('stats.abnormal') : '') },
  ];

  return (
    <section className={styles.page} aria-labelledby="daily-statistics">
      <header className={styles.pageHeader}>
        <h1 id="daily-statistics" className={styles.heading}>
          {unit.name}
        </h1>
        {data.units.length > 1 ? (
          <label className={styles.unitPicker}>
            {t('stats.unit')}
            <select value={unit.id} onChange={(event) => setUnitId(Number(event.target.value))}>
              {data.units.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </header>
      <p className={styles.meta}>{t('stats.dayAndDeadline', { day: data.day, deadline: data.deadline })}</p>
      <SummaryTiles counts={counts} />
      <TrendChart title={t('stats.trend', { count: days })} days={data.trend} />
      <section aria-labelledby="daily-unfilled" className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 id="daily-unfilled">{t('stats.unfilledList', { count: unfilled.length })}</h2>
          {unfilled.length > 0 ? (
            <button type="button" className="portal-button portal-button--primary" disabled={reminding} onClick={() => void remind()}>
              {reminding ? t('stats.reminding') : t('stats.remind')}
            </button>
          ) : null}
        </div>
        {reminded ? (
          <p role="status" className={styles.meta} data-testid="daily-reminded">
            {reminded}
          </p>
        ) : null}
        {unfilled.length === 0 ? (
          <p className={styles.meta}>{t('stats.allFilled')}</p>
        ) : (
          <ul className={styles.names} data-testid="daily-unfilled">
            {unfilled.map((member) => (
              <li key={member.id}>
                {member.name}
                <span className={styles.meta}>
                  {' '}
                  {member.remindedAt ? t('stats.remindedAt', { time: formatDate(member.remindedAt, true) }) : member.staffNumber}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="daily-abnormal" className={styles.card}>
        <h2 id="daily-abnormal">{t('stats.abnormalList', { count: abnormal.length })}</h2>
        {abnormal.length === 0 ? (
          <p className={styles.meta}>{t('stats.noAbnormal')}</p>
        ) : (
          <ul className={styles.rows} data-testid="daily-abnormal">
            {abnormal.map((member) => (
              <li key={member.id} className={styles.row}>
                <span>{member.name}</span>
                <span className={styles.abnormalText}>{member.summary}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.toolbar}>
        <h2 className={styles.meta}>{t('stats.roster')}</h2>
        <TableExportButtons name={`${unit.name} ${data.day}`} columns={columns} rows={data.members} />
      </div>
      <TableScroll label={t('stats.roster')}>
        <table className={styles.table} data-testid="daily-roster">
          <thead>
            <tr>
              <th scope="col">{t('stats.name')}</th>
              <th scope="col">{t('stats.staffNumber')}</th>
              <th scope="col">{t('stats.state')}</th>
              <th scope="col">{t('stats.summary')}</th>
            </tr>
          </thead>
          <tbody>
            {data.members.map((member) => (
              <tr key={member.id}>
                <th scope="row">{member.name}</th>
                <td>{member.staffNumber}</td>
                <td>{t(member.filled ? 'stats.stateFilled' : 'stats.stateUnfilled')}</td>
                <td className={member.abnormal ? styles.abnormalText : undefined}>{member.summary ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
