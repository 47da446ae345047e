/**
 * dailyReport/statistics: a unit admin's unit today: the counts and rate, the trend, who has not reported
 * (one press reminds each of them once a day), the abnormal reports, and the day's roster to export.
 * Whoever administers no unit is told so and led to applyAdmin; one who administers several picks one.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionButton,
  DataTable,
  QueryView,
  TableExportButtons,
  WidgetPage,
  formatDate,
  useAction,
  useApi,
  useApiQuery,
  useTranslation,
  type Action,
  type ExportColumn,
  type WidgetPageProps,
  type TableColumn,
} from '../../../runtime/app/index.ts';
import type { DailyReportProps, DailyReportRemindData, DailyReportStatisticsData } from '../generated/types.ts';
import { ReportRows, SummaryTiles, TrendChart } from './reportKit.tsx';
import styles from './dailyReport.module.css';

type Member = DailyReportStatisticsData['members'][number];

export default function StatisticsPage({ module, props, title }: WidgetPageProps<DailyReportProps>) {
  const { t } = useTranslation('daily-report');
  const api = useApi();
  const [unitId, setUnitId] = useState<number>();
  const days = props.trendDays ?? 7;
  const stats = useApiQuery('daily-report.statistics', { days, ...(unitId ? { unitId } : {}) });
  const [reminded, setReminded] = useState<string>();
  const remind = useAction((unit: number, call) => api.post('daily-report.remind', { unitId: unit }, call), {
    onDone: (answer) => {
      setReminded(
        answer.sent === 0
          ? t('stats.remindedAlready', { count: answer.already })
          : answer.already === 0
            ? t('stats.remindedNow', { count: answer.sent })
            : t('stats.remindedBoth', { sent: answer.sent, already: answer.already }),
      );
      stats.reload();
    },
    failed: (reason) => t('stats.remindFailed', { reason }),
  });

  return (
    <QueryView query={stats}>
      {(data) =>
        data.unit ? (
          <UnitStatistics data={{ ...data, unit: data.unit }} days={days} onUnit={setUnitId} remind={remind} reminded={reminded} />
        ) : (
          <WidgetPage title={title}>
            <p className="portal-notice portal-notice--warning" data-testid="daily-not-admin">
              {t('stats.notAdmin')}
            </p>
            <p className={styles.links}>
              <Link className="portal-button portal-button--primary" to={`/${module}/applyAdmin`}>
                {t('stats.toApply')}
              </Link>
            </p>
          </WidgetPage>
        )
      }
    </QueryView>
  );
}

type Unit = NonNullable<DailyReportStatisticsData['unit']>;

/** One unit's day, headed by the unit's name (with the unit picker beside it for an admin of several). */
function UnitStatistics({
  data,
  days,
  onUnit,
  remind,
  reminded,
}: {
  data: DailyReportStatisticsData & { unit: Unit };
  days: number;
  onUnit(id: number): void;
  remind: Action<number, DailyReportRemindData>;
  reminded?: string;
}) {
  const { t } = useTranslation('daily-report');
  const unit = data.unit;
  const filled = data.members.filter((member) => member.filled);
  const unfilled = data.members.filter((member) => !member.filled);
  const abnormal = data.members.filter((member) => member.abnormal);
  const counts = { members: data.members.length, filled: filled.length, abnormal: abnormal.length };

  const columns: ExportColumn<Member>[] = [
    { header: t('stats.staffNumber'), value: (member) => member.staffNumber },
    { header: t('stats.name'), value: (member) => member.name },
    { header: t('stats.state'), value: (member) => t(member.filled ? 'stats.stateFilled' : 'stats.stateUnfilled') },
    { header: t('stats.temperature'), value: (member) => member.temperature },
    { header: t('stats.summary'), value: (member) => member.summary },
    { header: t('stats.abnormal'), value: (member) => (member.abnormal ? t('stats.abnormal') : '') },
  ];
  const roster: TableColumn<Member>[] = [
    { header: t('stats.name'), value: (member) => member.name },
    { header: t('stats.staffNumber'), value: (member) => member.staffNumber },
    { header: t('stats.state'), value: (member) => t(member.filled ? 'stats.stateFilled' : 'stats.stateUnfilled') },
    { header: t('stats.summary'), value: (member) => member.summary ?? '', className: (member) => (member.abnormal ? styles.abnormalText : undefined) },
  ];

  const picker =
    data.units.length > 1 ? (
      <label className={styles.unitPicker}>
        {t('stats.unit')}
        <select value={unit.id} onChange={(event) => onUnit(Number(event.target.value))}>
          {data.units.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </select>
      </label>
    ) : undefined;

  return (
    <WidgetPage title={unit.name} actions={picker}>
      <p className={styles.meta}>{t('stats.dayAndDeadline', { day: data.day, deadline: data.deadline })}</p>
      <SummaryTiles counts={counts} />
      <TrendChart title={t('stats.trend', { count: days })} days={data.trend} />
      <section aria-labelledby="daily-unfilled" className="portal-card">
        <div className="portal-toolbar portal-card__head">
          <h2 id="daily-unfilled" className="portal-card__title">
            {t('stats.unfilledList', { count: unfilled.length })}
          </h2>
          {unfilled.length > 0 ? (
            <ActionButton action={remind} input={unit.id} primary busyLabel={t('stats.reminding')}>
              {t('stats.remind')}
            </ActionButton>
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
      <ReportRows
        id="daily-abnormal"
        title={t('stats.abnormalList', { count: abnormal.length })}
        none={t('stats.noAbnormal')}
        rows={abnormal.map((member) => ({ id: member.id, label: member.name, text: member.summary ?? '', abnormal: true }))}
      />
      <div className="portal-toolbar">
        <h2 className={styles.meta}>{t('stats.roster')}</h2>
        <TableExportButtons name={`${unit.name} ${data.day}`} columns={columns} rows={data.members} />
      </div>
      <DataTable
        columns={roster}
        rows={data.members}
        rowKey={(member) => member.id}
        rowHeader
        label={t('stats.roster')}
        testId="daily-roster"
        className={styles.table}
      />
    </WidgetPage>
  );
}
