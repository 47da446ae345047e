/**
 * A statistics or admin table drawn from the columns its export uses (TableExportButtons), so a column's
 * header and value are written once; a cell may show more than the file holds (a link, a formatted number).
 */
import type { Key, ReactNode } from 'react';
import { TableScroll } from '../components/TableScroll.tsx';
import type { ExportColumn } from './tableExport.ts';
import { TableExportButtons } from './TableExportButtons.tsx';

export interface TableColumn<Row> extends ExportColumn<Row> {
  /** What the table shows, where it is not the exported value. */
  cell?: (row: Row) => ReactNode;
  /** The cell's class: a number column, a count to be seen (overdue, abnormal). */
  className?: (row: Row) => string | undefined;
  /** A column of the table only (a link that opens the row), or of the exported file only. */
  only?: 'table' | 'export';
}

export interface DataTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The first column heads its row (`<th scope="row">`): a unit's or a person's name. */
  rowHeader?: boolean;
  /** The scroller's name: its own, or the heading that names the table. */
  label?: string;
  labelledBy?: string;
  testId?: string;
  className?: string;
  /** Rows under the body (a total), in a `<tfoot>`. */
  foot?: ReactNode;
  /** While newer rows load, the rows shown are marked busy. */
  busy?: boolean;
  /** Attributes of a row's `<tr>` (a data attribute its stylesheet reads). */
  rowProps?: (row: Row) => Record<`data-${string}`, string | number | boolean | undefined>;
}

export function DataTable<Row>({ columns, rows, rowKey, rowHeader = false, label, labelledBy, testId, className, foot, busy, rowProps }: DataTableProps<Row>) {
  const shown = columns.filter((column) => column.only !== 'export');
  const scroller = labelledBy ? { labelledBy } : { label: label ?? '' };
  return (
    <TableScroll {...scroller}>
      <table className={className ? `portal-table ${className}` : 'portal-table'} data-testid={testId} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {shown.map((column, index) => {
                const content = column.cell ? column.cell(row) : column.value(row);
                return rowHeader && index === 0 ? (
                  <th key={column.header} scope="row" className={column.className?.(row)}>
                    {content}
                  </th>
                ) : (
                  <td key={column.header} className={column.className?.(row)}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </TableScroll>
  );
}

/**
 * A table in its own card: the heading with the export beside it, then the table, or `empty` when there
 * are no rows (and nothing to export).
 */
export function TableSection<Row>({
  id,
  title,
  exportName,
  empty,
  ...table
}: Omit<DataTableProps<Row>, 'label' | 'labelledBy'> & {
  /** The heading's id, which names the section and the table's scroller. */
  id: string;
  title: ReactNode;
  /** The exported file's name, without extension. */
  exportName: string;
  empty?: ReactNode;
}) {
  const none = table.rows.length === 0 && empty !== undefined;
  return (
    <section className="portal-card" aria-labelledby={id}>
      <div className="portal-toolbar portal-card__head">
        <h2 id={id} className="portal-card__title">
          {title}
        </h2>
        {none ? null : <TableExportButtons name={exportName} columns={table.columns} rows={table.rows} />}
      </div>
      {none ? <p className="portal-card__meta">{empty}</p> : <DataTable {...table} labelledBy={id} />}
    </section>
  );
}
