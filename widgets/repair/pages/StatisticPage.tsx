/**
 * scurepair/statistic (报修统计): the last 60 days of the hall (module statistic, halls whose backend
 * offers it): totals and overdue, charts by category, building and state, the average hours to fix by
 * category against its limit, each with its table; exported as CSV or Excel.
 */
import {
  ApiErrorView,
  EmptyView,
  LoadingView,
  NoDataView,
  StatChart,
  TableExportButtons,
  TableScroll,
  useApiQuery,
  useImageUrl,
  useLocalize,
  useTranslation,
  type ExportColumn,
  type WidgetPageProps,
} from '../../../runtime/app/index.ts';
import type { RepairProps, RepairStatisticData } from '../generated/types.ts';
import { variantOf } from './repairKit.tsx';
import styles from './repair.module.css';

type CategoryStat = RepairStatisticData['byCategory'][number];

export default function StatisticPage({ appKey, module, title }: WidgetPageProps<RepairProps>) {
  const { t } = useTranslation('repair');
  const localize = useLocalize();
  const image = useImageUrl();
  const stats = useApiQuery('repair.statistic', { variant: variantOf(appKey, module) });
  // A hall without statistics (its backend row says so) answers 404 with its own words: no data, not a failure.
  if (stats.status === 'error' && stats.error.kind === 'envelope' && stats.error.detail.e === 404) {
    return <NoDataView message={stats.error.message} image={image('empty.svg')} />;
  }
  if (stats.status === 'error') return <ApiErrorView error={stats.error} onRetry={stats.reload} />;
  if (stats.status === 'loading') return <LoadingView />;
  const data = stats.data;
  const heading = (
    <h1 id="repair-statistic" className={styles.heading}>
      {title}
    </h1>
  );
  if (data.total === 0) {
    return (
      <section className={styles.page} aria-labelledby="repair-statistic">
        {heading}
        <EmptyView message={t('stat.empty')} />
      </section>
    );
  }
  const hours = (value: number | null) => (value === null ? t('stat.noAvg') : value.toFixed(1));
  const columns: ExportColumn<CategoryStat>[] = [
    { header: t('stat.category'), value: (row) => localize(row.name) },
    { header: t('stat.count'), value: (row) => row.count },
    { header: t('stat.overdue'), value: (row) => row.overdue },
    { header: t('stat.avgHours'), value: (row) => row.avgHours ?? '' },
  ];
  const categories = data.byCategory.map((row) => localize(row.name));
  return (
    <section className={styles.page} aria-labelledby="repair-statistic">
      {heading}
      <p className={styles.meta}>{t('stat.days', { days: data.days })}</p>
      <dl className={styles.tiles} data-testid="repair-totals">
        <div className={styles.tile}>
          <dt>{t('stat.total')}</dt>
          <dd data-tile="total">{data.total}</dd>
        </div>
        <div className={styles.tile}>
          <dt>{t('stat.overdue')}</dt>
          <dd data-tile="overdue">{data.overdue}</dd>
        </div>
        <div className={styles.tile}>
          <dt>{t('stat.overdueRate')}</dt>
          <dd data-tile="rate">{`${((data.overdue / data.total) * 100).toFixed(1)}%`}</dd>
        </div>
      </dl>
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
      <section className={styles.card} aria-labelledby="repair-by-category">
        <div className={styles.toolbar}>
          <h2 id="repair-by-category">{t('stat.byCategory')}</h2>
          <TableExportButtons name={t('stat.export')} columns={columns} rows={data.byCategory} />
        </div>
        <TableScroll label={t('stat.byCategory')}>
          <table className={styles.table} data-testid="repair-categories">
            <thead>
              <tr>
                <th scope="col">{t('stat.category')}</th>
                <th scope="col">{t('stat.count')}</th>
                <th scope="col">{t('stat.overdue')}</th>
                <th scope="col">{t('stat.avgHours')}</th>
              </tr>
            </thead>
            <tbody>
              {data.byCategory.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{localize(row.name)}</th>
                  <td className={styles.number}>{row.count}</td>
                  <td className={styles.number}>{row.overdue}</td>
                  <td className={styles.number}>{hours(row.avgHours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </section>
  );
}
