/**
 * An admin list or a statistics table as a file: CSV (UTF-8 with a byte-order mark, so Excel on
 * a Chinese Windows opens it without garbling) through papaparse, or XLSX through write-excel-file. Both
 * libraries load only when someone exports.
 *
 * Cells hold what students typed. A CSV cell starting with = + - @ (or a tab or carriage return, or any of
 * them after blanks) is a formula to a spreadsheet (CSV injection), so it is written with a leading
 * apostrophe, which makes it text. The guard is ours, not papaparse's `escapeFormulae`, whose pattern
 * misses a value with a line break in it (`=HYPERLINK(…)` followed by a newline reached the office's
 * spreadsheet as a live formula). XLSX cells are written as typed values, never as formulas.
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

// eslint-disable-next-line no-control-regex -- control characters before a formula sign are what this looks for
const FORMULA_START = /^[\s\u0000-\u001f]*[=+\-@]|^[\t\r]/u;

/** A typed text a spreadsheet reads as text: a would-be formula gets a leading apostrophe. */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export async function tableFile<Row>(format: ExportFormat, columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Promise<Blob> {
  const cells = rows.map((row) => columns.map((column) => column.value(row) ?? ''));
  if (format === 'csv') {
    const { unparse } = await import('papaparse');
    const guarded = cells.map((row) => row.map((value) => (typeof value === 'string' ? spreadsheetText(value) : value)));
    const text = unparse({ fields: columns.map((column) => spreadsheetText(column.header)), data: guarded }, { newline: '\r\n' });
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
