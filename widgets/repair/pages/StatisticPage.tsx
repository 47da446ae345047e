/**
 * scurepair/statistic (报修统计): the last 60 days of the hall (module statistic, halls whose backend
 * offers it): totals and overdue, charts by category, building and state, the average hours to fix by
 * category against its limit, each with its table; exported as CSV or Excel.
 */
import {
  QueryView,
  StatChart,
  TableExportButtons,
  TableScroll,
  WidgetPage,
  useApiQuery,
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
  const columns: ExportColumn<CategoryStat>[] = [
    { header: t('stat.category'), value: (row) => localize(row.name) },
    { header: t('stat.count'), value: (row) => row.count },
    { header: t('stat.overdue'), value: (row) => row.overdue },
    { header: t('stat.avgHours'), value: (row) => row.avgHours ?? '' },
  ];
  const categories = data.byCategory.map((row) => localize(row.name));
  const tiles = [
    ['total', t('stat.total'), data.total],
    ['overdue', t('stat.overdue'), data.overdue],
    ['rate', t('stat.overdueRate'), `${((data.overdue / data.total) * 100).toFixed(1)}%`],
  ] as const;
  return (
    <>
      <p className="portal-card__meta">{t('stat.days', { days: data.days })}</p>
      <dl className={`portal-stats ${styles.tiles}`} data-testid="repair-totals">
        {tiles.map(([tile, label, value]) => (
          <div key={tile} className="portal-stat">
            <dt className="portal-stat__label">{label}</dt>
            <dd className="portal-stat__value" data-tile={tile}>
              {value}
            </dd>
          </div>
        ))}
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
      <section className="portal-card" aria-labelledby="repair-by-category">
        <div className={styles.toolbar}>
          <h2 id="repair-by-category" className="portal-card__title">
            {t('stat.byCategory')}
          </h2>
          <TableExportButtons name={t('stat.export')} columns={columns} rows={data.byCategory} />
        </div>
        <TableScroll label={t('stat.byCategory')}>
          <table className="portal-table" data-testid="repair-categories">
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
    </>
  );
}
