/**
 * asset/index (资产概览): the register's totals (assets, original value, fixed assets from 800 元 and
 * low-value items below), the value by department as a chart with its table, each department leading to
 * its list (`asset/list?dept=…`), and the count by category. The links to the list and the search are the
 * widget's navigation (widget.json).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryView, StatChart, StatTiles, TableScroll, WidgetPage, useApiQuery, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';
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
      <StatTiles tiles={tiles.map(([key, value]) => ({ key, label: t(`overview.${key}`), value }))} testId="asset-totals" className={styles.tiles} />
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
      <CountTable
        id="asset-departments"
        title={t('overview.department')}
        head={[t('overview.department'), t('overview.count'), t('overview.fixed'), t('overview.value')]}
        rows={data.departments.map((one) => ({
          key: one.name,
          label: <Link to={listOf(one.name)}>{one.name}</Link>,
          cells: [one.count, one.fixedCount, money(one.valueFen)],
        }))}
      />
      <CountTable
        id="asset-categories"
        title={t('overview.byCategory')}
        head={[t('overview.category'), t('overview.count'), t('overview.value')]}
        rows={data.categories.map((one) => ({ key: one.category, label: t(`category.${one.category}`), cells: [one.count, money(one.valueFen)] }))}
      />
    </>
  );
}

/** A table of the overview in its card: a row a department or category, named first, its figures after. */
function CountTable({ id, title, head, rows }: { id: string; title: string; head: string[]; rows: { key: string; label: ReactNode; cells: ReactNode[] }[] }) {
  return (
    <section className="portal-card" aria-labelledby={id}>
      <h2 id={id} className="portal-card__title">
        {title}
      </h2>
      <TableScroll label={title}>
        <table className="portal-table" data-testid={id}>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={index} className={styles.number}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
