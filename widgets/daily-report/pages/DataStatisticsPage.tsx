/**
 * dataStatistics/index and upcdataStatistics/index: the school-wide dashboard of the daily report for the
 * approvers: today's fill rate per unit (a chart and its table, exportable), the school's trend by day and
 * the abnormal count. What a school counts and calls a unit is its app's props (unitKinds, unitWord, order,
 * trendDays): 中国石油大学’s layout counts its colleges only, as 二级单位, lowest rate first.
 */
import {
  DataTable,
  QueryView,
  StatChart,
  TableExportButtons,
  WidgetPage,
  useApiQuery,
  useLocalize,
  useTranslation,
  type WidgetPageProps,
  type TableColumn,
} from '../../../runtime/app/index.ts';
import type { DailyReportDashboardData, DailyReportProps } from '../generated/types.ts';
import { SummaryTiles, TrendChart, rateOf, sumOf } from './reportKit.tsx';
import styles from './dailyReport.module.css';

type Unit = DailyReportDashboardData['units'][number];

export default function DataStatisticsPage({ props, title }: WidgetPageProps<DailyReportProps>) {
  const days = props.trendDays ?? 7;
  const kinds = (props.unitKinds ?? ['college', 'office']).join(',');
  const dashboard = useApiQuery('daily-report.dashboard', { days, kinds });
  return (
    <WidgetPage title={title}>
      <QueryView query={dashboard}>{(data) => <Dashboard data={data} props={props} title={title} />}</QueryView>
    </WidgetPage>
  );
}

function Dashboard({ data, props, title }: { data: DailyReportDashboardData; props: DailyReportProps; title: string }) {
  const { t } = useTranslation('daily-report');
  const localize = useLocalize();
  const days = props.trendDays ?? 7;
  const unitWord = props.unitWord ? localize(props.unitWord) : t('dashboard.unitWord');
  const units = props.order === 'rateAscending' ? [...data.units].sort((a, b) => rateOf(a) - rateOf(b)) : data.units;
  const total = sumOf(units);
  const kindOf = (unit: Unit) => t(unit.kind === 'college' ? 'dashboard.kindCollege' : 'dashboard.kindOffice');

  const columns: TableColumn<Unit>[] = [
    { header: unitWord, value: (unit) => unit.name },
    { header: t('dashboard.kind'), value: kindOf, only: 'export' },
    { header: t('stats.members'), value: (unit) => unit.members },
    { header: t('stats.filled'), value: (unit) => unit.filled },
    { header: t('stats.unfilled'), value: (unit) => unit.members - unit.filled, only: 'export' },
    { header: `${t('stats.rate')}（%）`, value: rateOf, only: 'export' },
    { header: t('stats.rate'), value: (unit) => `${rateOf(unit)}%`, only: 'table' },
    { header: t('stats.abnormal'), value: (unit) => unit.abnormal, className: (unit) => (unit.abnormal > 0 ? styles.abnormalText : undefined) },
  ];

  return (
    <>
      <p className={styles.meta}>{t('dashboard.day', { day: data.day })}</p>
      {units.length === 0 ? (
        <p className="portal-notice portal-notice--warning" data-testid="daily-no-units">
          {t('dashboard.none', { unit: unitWord })}
        </p>
      ) : null}
      <SummaryTiles counts={total} />
      {units.length > 0 ? (
        <StatChart
          kind="bar"
          horizontal
          title={t('dashboard.rateByUnit', { unit: unitWord })}
          category={unitWord}
          labels={units.map((unit) => unit.name)}
          series={[{ label: t('stats.rate'), values: units.map(rateOf) }]}
          format={(value) => `${value}%`}
        />
      ) : null}
      <TrendChart title={t('dashboard.trend', { count: days })} days={data.trend} />
      <div className="portal-toolbar">
        <span />
        <TableExportButtons name={`${title} ${data.day}`} columns={columns} rows={units} />
      </div>
      <DataTable
        columns={columns}
        rows={units}
        rowKey={(unit) => unit.id}
        rowHeader
        label={title}
        testId="daily-units"
        className={styles.table}
        foot={
          <tr>
            <th scope="row">{t('dashboard.total')}</th>
            <td>{total.members}</td>
            <td>{total.filled}</td>
            <td>{rateOf(total)}%</td>
            <td>{total.abnormal}</td>
          </tr>
        }
      />
    </>
  );
}
