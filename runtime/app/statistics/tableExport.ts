/**
 * An admin list or a statistics table as a file: CSV (UTF-8 with a byte-order mark, so Excel on
 * a Chinese Windows opens it without garbling) through papaparse, or XLSX through write-excel-file. Both
 * libraries load only when someone exports.
 *
 * Cells hold what students typed. A CSV cell starting with = + - @ is a formula to a spreadsheet (CSV
 * injection), so papaparse quotes it with a leading apostrophe; XLSX cells are written as typed values,
 * never as formulas.
 */
import { downloadBlob } from '../download/downloadBlob.ts';

export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

export type ExportFormat = 'csv' | 'xlsx';

/** The file's name without characters a file system refuses, with its extension (csv, xlsx, ics). */
export function exportFileName(name: string, extension: string): string {
  const base =
    [...name]
      .map((character) => (character < ' ' || '\\/:*?"<>|'.includes(character) ? ' ' : character))
      .join('')
      .replace(/ {2,}/g, ' ')
      .trim() || 'export';
  return `${base.slice(0, 120)}.${extension}`;
}

export async function tableFile<Row>(format: ExportFormat, columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Promise<Blob> {
  const cells = rows.map((row) => columns.map((column) => column.value(row) ?? ''));
  if (format === 'csv') {
    const { unparse } = await import('papaparse');
    const text = unparse({ fields: columns.map((column) => column.header), data: cells }, { escapeFormulae: true, newline: '\r\n' });
    return new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = cells.map((row) => row.map((value) => (typeof value === 'number' ? { value, type: Number } : { value: String(value), type: String })));
  return writeXlsxFile([header, ...body]).toBlob();
}

/** Builds the file and hands it to the browser as a download. */
export async function downloadTable<Row>(format: ExportFormat, name: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Promise<void> {
  downloadBlob(await tableFile(format, columns, rows), exportFileName(name, format));
}
