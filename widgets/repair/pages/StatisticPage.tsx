/**
 * scurepair/statistic (报修统计): the last 60 days of the hall (module statistic, halls whose backend
 * offers it): totals and overdue, charts by category, building and state, the average hours to fix by
 * category against its limit, each with its table; exported as CSV or Excel.
 */
import {
  QueryView,
  StatChart,
  StatTiles,
  TableSection,
  WidgetPage,
  useApiQuery,
  useLocalize,
  useTranslation,
  type WidgetPageProps,
  type TableColumn,
} from '../../../runtime/app/index.ts';
import type { RepairProps, RepairStatisticData } from '../generated/types.ts';
import { variantOf } from './repairKit.tsx';
import styles from './repair.module.css';

type CategoryStat = RepairStatisticData['byCategory'][number];

export default function StatisticPage({ appKey, module, title }: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  // A hall without statistics (its backend row says so) answers 404 with its own words: QueryView shows them as no data.
  const stats = useApiQuery('repair.statistic', { variant: variantOf(appKey, module) });
  return (
    <WidgetPage title={title}>
      <QueryView query={stats} empty={t('stat.empty')} isEmpty={(data) => data.total === 0}>
        {(data) => <Statistics data={data} />}
      </QueryView>
    </WidgetPage>
  );
}

function Statistics({ data }: { data: RepairStatisticData }) {
  const { t } = useTranslation('repair');
  const localize = useLocalize();
  const hours = (value: number | null) => (value === null ? t('stat.noAvg') : value.toFixed(1));
  const number = () => styles.number;
  const columns: TableColumn<CategoryStat>[] = [
    { header: t('stat.category'), value: (row) => localize(row.name) },
    { header: t('stat.count'), value: (row) => row.count, className: number },
    { header: t('stat.overdue'), value: (row) => row.overdue, className: number },
    { header: t('stat.avgHours'), value: (row) => row.avgHours ?? '', cell: (row) => hours(row.avgHours), className: number },
  ];
  const categories = data.byCategory.map((row) => localize(row.name));
  const tiles = [
    { key: 'total', label: t('stat.total'), value: data.total },
    { key: 'overdue', label: t('stat.overdue'), value: data.overdue },
    { key: 'rate', label: t('stat.overdueRate'), value: `${((data.overdue / data.total) * 100).toFixed(1)}%` },
  ];
  return (
    <>
      <p className="portal-card__meta">{t('stat.days', { days: data.days })}</p>
      <StatTiles tiles={tiles} testId="repair-totals" className={styles.tiles} />
      <StatChart
        kind="bar"
        title={t('stat.byCategory')}
        category={t('stat.category')}
        labels={categories}
        series={[
          { label: t('stat.count'), values: data.byCategory.map((row) => row.count) },
          { label: t('stat.overdue'), values: data.byCategory.map((row) => row.overdue) },
        ]}
      />
      <StatChart
        kind="bar"
        horizontal
        title={t('stat.avgHours')}
        category={t('stat.category')}
        labels={categories}
        series={[{ label: t('stat.hours'), values: data.byCategory.map((row) => row.avgHours ?? 0) }]}
        format={(value) => value.toFixed(1)}
      />
      <StatChart
        kind="bar"
        horizontal
        title={t('stat.byBuilding')}
        category={t('stat.building')}
        labels={data.byBuilding.map((row) => row.building)}
        series={[{ label: t('stat.count'), values: data.byBuilding.map((row) => row.count) }]}
      />
      <StatChart
        kind="pie"
        title={t('stat.byState')}
        category={t('stat.state')}
        labels={data.byState.map((row) => t(`state.${row.state}`))}
        series={[{ label: t('stat.count'), values: data.byState.map((row) => row.count) }]}
      />
      <TableSection
        id="repair-by-category"
        testId="repair-categories"
        title={t('stat.byCategory')}
        exportName={t('stat.export')}
        columns={columns}
        rows={data.byCategory}
        rowKey={(row) => row.category}
        rowHeader
      />
    </>
  );
}
