/** statistics as charts people read at a glance, each with its table; Chart.js drawn in Chromium. */
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { StatChart, type StatChartProps } from './StatChart.tsx';
import { TableExportButtons } from './TableExportButtons.tsx';

export default { title: 'Runtime/Statistics/Charts', tags: ['runtime-screen'] } satisfies Meta;

const colleges = ['计算机科学与技术学院', '外国语学院', '经济管理学院', '机械工程学院', '化学化工学院'];
const percent = (value: number) => `${value.toFixed(1)}%`;

function chartStory(props: StatChartProps, exportable = false) {
  return portalStory({
    boot: async ({ language }) => (
      <I18nProvider i18n={await createI18n(language)}>
        <main style={{ padding: 12 }}>
          <StatChart {...props} />
          {exportable ? (
            <TableExportButtons
              name={props.title}
              columns={[
                { header: props.category, value: (row: number) => props.labels[row] },
                ...props.series.map((one) => ({ header: one.label, value: (row: number) => one.values[row] })),
              ]}
              rows={props.labels.map((_, row) => row)}
            />
          ) : null}
        </main>
      </I18nProvider>
    ),
    ready: 'figure[data-state="chart"]',
  });
}

/** 填报率 by college, bars across (college names are long), with the export buttons an admin list has. */
export const FillRateByCollege = chartStory(
  {
    kind: 'bar',
    horizontal: true,
    title: '各学院今日填报率',
    category: '学院',
    labels: colleges,
    series: [{ label: '填报率', values: [96.4, 88.2, 91.7, 79.5, 100] }],
    format: percent,
  },
  true,
);

/** A trend by day, two series. */
export const ReportsByDay = chartStory({
  kind: 'line',
  title: '近七日填报与异常人数',
  category: '日期',
  labels: ['11-18', '11-19', '11-20', '11-21', '11-22', '11-23', '11-24'],
  series: [
    { label: '已填报', values: [286, 291, 288, 279, 295, 297, 284] },
    { label: '异常', values: [3, 2, 4, 6, 2, 1, 2] },
  ],
});

/** Shares of a whole. */
export const StatusShares = chartStory({
  kind: 'pie',
  title: '今日健康状况',
  category: '状况',
  labels: ['正常', '发热', '居家隔离'],
  series: [{ label: '人数', values: [281, 2, 1] }],
});
