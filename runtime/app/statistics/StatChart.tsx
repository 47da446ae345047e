/**
 * A statistics chart people read at a glance, with its figures as a table: the table is always
 * in the page for screen readers (the canvas is hidden from them) and shown to anyone who asks, or when
 * the chart cannot be drawn. Chart.js loads with the first chart (chartJs.ts), in the page's colours.
 */
import { useEffect, useRef, useState } from 'react';
import { TableScroll } from '../components/TableScroll.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import styles from './statistics.module.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface StatChartProps {
  kind: 'bar' | 'line' | 'pie';
  title: string;
  /** What the labels are (学院, 日期): the table's first column. */
  category: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Bars drawn across (long labels such as college names read better). */
  horizontal?: boolean;
  /** A value as the table shows it (a percentage, a count with its unit). */
  format?: (value: number) => string;
}

/** Okabe–Ito: told apart on a white card and with the common colour-vision deficiencies. */
const palette = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#000000'];

/** The value axis from zero; counts step in whole numbers (no "0.2 students" between 0 and 1), rates keep their decimals. */
export function valueAxisOf(series: readonly ChartSeries[]): { beginAtZero: true; ticks?: { precision: 0 } } {
  return { beginAtZero: true, ...(series.every((one) => one.values.every(Number.isInteger)) ? { ticks: { precision: 0 } } : {}) };
}

/** One series in the school's colour; several (or a pie's slices) in the palette, which a school colour near its blue would blur. */
function colours(count: number): string[] {
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim();
  if (count === 1 && primary) return [primary];
  return Array.from({ length: count }, (_, index) => palette[index % palette.length]!);
}

export function StatChart({ kind, title, category, labels, series, horizontal = false, format = String }: StatChartProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (showTable || !canvas.current) return undefined;
    let chart: { destroy(): void } | undefined;
    let live = true;
    const target = canvas.current;
    void import('./chartJs.ts')
      .then(({ Chart }) => {
        if (!live) return;
        const pie = kind === 'pie';
        const fills = colours(pie ? labels.length : series.length);
        const valueAxis = valueAxisOf(series);
        const created = new Chart(target, {
          type: kind,
          data: {
            labels: [...labels],
            datasets: series.map((one, index) => ({
              label: one.label,
              data: [...one.values],
              backgroundColor: pie ? fills : fills[index],
              borderColor: pie ? '#fff' : fills[index],
            })),
          },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            maintainAspectRatio: false,
            ...(pie ? {} : { scales: horizontal ? { x: valueAxis } : { y: valueAxis } }),
            animation: globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? false : undefined,
            plugins: {
              legend: { display: pie || series.length > 1 },
              tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } },
            },
          },
        });
        chart = created;
        // Chart.js logs rather than throws when the canvas gives it no context (a browser without canvas).
        if (created.ctx) setDrawn(true);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      chart?.destroy();
      setDrawn(false);
    };
  }, [kind, labels, series, horizontal, format, showTable]);

  const tableShown = showTable || failed;
  const figures = (
    <table className={tableShown ? styles.table : undefined}>
      <caption className="portal-visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{category}</th>
          {series.map((one) => (
            <th scope="col" key={one.label}>
              {one.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((one) => (
              <td key={one.label}>{one.values[row] === undefined ? '' : format(one.values[row])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <figure className={styles.chart} data-state={tableShown ? 'table' : drawn ? 'chart' : 'loading'}>
      <div className={styles.heading}>
        <figcaption className={styles.title}>{title}</figcaption>
        {failed ? null : (
          <button type="button" className={styles.toggle} aria-pressed={showTable} onClick={() => setShowTable((shown) => !shown)}>
            {t('statistics.showTable')}
          </button>
        )}
      </div>
      {failed ? <p className={styles.note}>{t('statistics.chartUnavailable')}</p> : null}
      {tableShown ? null : (
        <div className={styles.canvasBox} style={{ height: `${Math.max(200, horizontal ? labels.length * 32 + 60 : 240)}px` }}>
          <canvas ref={canvas} aria-hidden="true" />
        </div>
      )}
      {/* Hidden in a box of its own (a table ignores a 1px width and would widen a phone's page); shown, in
          a scroller as any wide table. */}
      {tableShown ? <TableScroll label={title}>{figures}</TableScroll> : <div className="portal-visually-hidden">{figures}</div>}
    </figure>
  );
}
