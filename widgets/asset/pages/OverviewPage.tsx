/**
 * asset/index (资产概览): the register's totals (assets, original value, fixed assets from 800 元 and
 * low-value items below), the value by department as a chart with its table, each department leading to
 * its list (`asset/list?dept=…`), and the count by category. The links to the list and the search are the
 * widget's navigation (widget.json).
 */
import { Link } from 'react-router';
import { QueryView, StatChart, TableScroll, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
import type { AssetProps, AssetSummaryData } from '../generated/types.ts';
import { useMoney } from './assetKit.tsx';
import styles from './asset.module.css';

export default function OverviewPage({ module, title }: WidgetPageProps<AssetProps>) {
  const { t } = useTranslation('asset');
  const summary = useApiQuery('asset.summary', {});
  return (
    <WidgetPage title={title}>
      <QueryView query={summary} empty={t('overview.empty')} isEmpty={(data) => data.total.count === 0}>
        {(data) => <Overview data={data} module={module} />}
      </QueryView>
    </WidgetPage>
  );
}

function Overview({ data, module }: { data: AssetSummaryData; module: string }) {
  const { t } = useTranslation('asset');
  const money = useMoney();
  const tiles = [
    ['count', String(data.total.count)],
    ['value', money(data.total.valueFen)],
    ['fixed', String(data.total.fixedCount)],
    ['consumable', String(data.total.count - data.total.fixedCount)],
  ] as const;
  const listOf = (dept: string) => `/${module}/list?${new URLSearchParams({ dept }).toString()}`;

  return (
    <>
      <dl className={`portal-stats ${styles.tiles}`} data-testid="asset-totals">
        {tiles.map(([key, value]) => (
          <div key={key} className="portal-stat">
            <dt className="portal-stat__label">{t(`overview.${key}`)}</dt>
            <dd className="portal-stat__value" data-tile={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="portal-card__meta">{t('overview.fixedRule', { amount: money(data.fixedFromFen) })}</p>
      <StatChart
        kind="bar"
        horizontal
        title={t('overview.byDepartment')}
        category={t('overview.department')}
        labels={data.departments.map((one) => one.name)}
        series={[{ label: t('overview.valueYuan'), values: data.departments.map((one) => one.valueFen / 100) }]}
        format={(yuan) => money(Math.round(yuan * 100))}
      />
      <section className="portal-card" aria-labelledby="asset-departments">
        <h2 id="asset-departments" className="portal-card__title">
          {t('overview.department')}
        </h2>
        <TableScroll label={t('overview.department')}>
          <table className="portal-table" data-testid="asset-departments">
            <thead>
              <tr>
                <th scope="col">{t('overview.department')}</th>
                <th scope="col">{t('overview.count')}</th>
                <th scope="col">{t('overview.fixed')}</th>
                <th scope="col">{t('overview.value')}</th>
              </tr>
            </thead>
            <tbody>
              {data.departments.map((one) => (
                <tr key={one.name}>
                  <th scope="row">
                    <Link to={listOf(one.name)}>{one.name}</Link>
                  </th>
                  <td className={styles.number}>{one.count}</td>
                  <td className={styles.number}>{one.fixedCount}</td>
                  <td className={styles.number}>{money(one.valueFen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section className="portal-card" aria-labelledby="asset-categories">
        <h2 id="asset-categories" className="portal-card__title">
          {t('overview.byCategory')}
        </h2>
        <TableScroll label={t('overview.byCategory')}>
          <table className="portal-table" data-testid="asset-categories">
            <thead>
              <tr>
                <th scope="col">{t('overview.category')}</th>
                <th scope="col">{t('overview.count')}</th>
                <th scope="col">{t('overview.value')}</th>
              </tr>
            </thead>
            <tbody>
              {data.categories.map((one) => (
                <tr key={one.category}>
                  <th scope="row">{t(`category.${one.category}`)}</th>
                  <td className={styles.number}>{one.count}</td>
                  <td className={styles.number}>{money(one.valueFen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
