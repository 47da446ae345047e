// @vitest-environment jsdom
/**
 * A statistics page's pieces: tiles of totals (StatTiles), and a table drawn from the columns its export
 * uses (DataTable, TableSection): a column only the file or only the table has, a cell that shows more
 * than the file holds, the first column heading its row, and a section with no rows saying so.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { DataTable, TableSection, type TableColumn } from './DataTable.tsx';
import { StatTiles } from './StatTiles.tsx';

afterEach(cleanup);

interface Unit {
  id: number;
  name: string;
  out: number;
  overdue: number;
}
const units: Unit[] = [
  { id: 1, name: '外国语学院', out: 3, overdue: 1 },
  { id: 2, name: '经济管理学院', out: 0, overdue: 0 },
];
const columns: TableColumn<Unit>[] = [
  { header: '学院', value: (unit) => unit.name },
  { header: '离校', value: (unit) => unit.out },
  { header: '逾期', value: (unit) => unit.overdue, className: (unit) => (unit.overdue > 0 ? 'overdue' : undefined) },
  { header: '编号', value: (unit) => unit.id, only: 'export' },
  { header: '查看', value: () => '', cell: (unit) => <a href={`#${unit.id}`}>查看 {unit.name}</a>, only: 'table' },
];

async function inPortalLanguage(node: React.ReactNode) {
  render(<I18nProvider i18n={await createI18n('zh')}>{node}</I18nProvider>);
}

describe('StatTiles', () => {
  it('lists each total under its label, a tile to be seen marked', () => {
    render(
      <StatTiles
        testId="totals"
        tiles={[
          { key: 'out', label: '离校', value: 3 },
          { key: 'overdue', label: '逾期', value: 1, alert: true },
        ]}
      />,
    );
    const tiles = screen.getByTestId('totals');
    expect(tiles.tagName).toBe('DL');
    expect(tiles.querySelector('[data-tile="out"] dt')?.textContent).toBe('离校');
    expect(tiles.querySelector('[data-tile="out"] dd')?.textContent).toBe('3');
    expect(tiles.querySelector('[data-tile="out"]')?.hasAttribute('data-alert')).toBe(false);
    expect(tiles.querySelector('[data-tile="overdue"]')?.getAttribute('data-alert')).toBe('true');
  });
});

describe('DataTable', () => {
  it('draws the table columns, the first heading its row, a cell its own way and a class where the column says', () => {
    render(<DataTable columns={columns} rows={units} rowKey={(unit) => unit.id} rowHeader label="各学院" testId="units" />);
    const table = screen.getByTestId('units');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['学院', '离校', '逾期', '查看']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['外国语学院', '经济管理学院']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '查看 外国语学院']);
    expect(within(first).getAllByRole('cell')[1]!.className).toBe('overdue');
    expect(screen.getByRole('region', { name: '各学院' }).contains(table)).toBe(true);
  });

  it('puts a total in the foot and marks the rows busy while newer ones load', () => {
    render(
      <DataTable
        columns={columns.slice(0, 2)}
        rows={units}
        rowKey={(unit) => unit.id}
        label="各学院"
        testId="units"
        busy
        foot={
          <tr>
            <th scope="row">合计</th>
            <td>3</td>
          </tr>
        }
      />,
    );
    const table = screen.getByTestId('units');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelector('tfoot')?.textContent).toBe('合计3');
  });
});

describe('TableSection', () => {
  it('heads the table with its title and the export, the section named by the title', async () => {
    await inPortalLanguage(
      <TableSection id="units" testId="units-table" title="各学院" exportName="离校统计" columns={columns} rows={units} rowKey={(unit) => unit.id} />,
    );
    // The section and the table's scroller are both named by the heading.
    const [section, scroller] = screen.getAllByRole('region', { name: '各学院' });
    expect(section!.tagName).toBe('SECTION');
    expect(within(section!).getByRole('heading', { level: 2 }).textContent).toBe('各学院');
    expect(scroller!.contains(screen.getByTestId('units-table'))).toBe(true);
    expect(within(section!).getAllByRole('button').length).toBe(2);
  });

  it('says there are no rows, with nothing to export, when it has words for that', async () => {
    await inPortalLanguage(
      <TableSection
        id="away"
        title="离校学生（0 人）"
        exportName="离校学生"
        empty="目前没有离校的学生"
        columns={columns}
        rows={[]}
        rowKey={(unit) => unit.id}
      />,
    );
    const section = screen.getByRole('region', { name: '离校学生（0 人）' });
    expect(within(section).getByText('目前没有离校的学生')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
