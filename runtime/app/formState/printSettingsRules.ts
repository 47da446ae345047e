import type { PrintSetting, PrintSettings, PrintTarget, TablePrintSettings } from './formStateTypes.ts';
import { ownValue, withoutKey } from './ownRecord.ts';

/** A form with no print settings. */
export const EMPTY_PRINT_SETTINGS: PrintSettings = { tables: {} };

const emptyTable: TablePrintSettings = { rows: {} };

/**
 * The setting stored at exactly `target`, or `undefined`. No fallback from row to table to form: how
 * the levels combine when printing is the widget's business, the spec does not show it.
 */
export function printSettingAt(settings: PrintSettings, target: PrintTarget): PrintSetting | undefined {
  if (target.level === 'form') return settings.form;
  const table = ownValue(settings.tables, target.tableId);
  if (target.level === 'table') return table?.table;
  return table === undefined ? undefined : ownValue(table.rows, target.rowId);
}

/** Settings with `setting` stored at `target` (replacing what was there). */
export function setPrintSetting(settings: PrintSettings, target: PrintTarget, setting: PrintSetting): PrintSettings {
  if (target.level === 'form') return { ...settings, form: setting };
  const table = ownValue(settings.tables, target.tableId) ?? emptyTable;
  const nextTable: TablePrintSettings =
    target.level === 'table' ? { ...table, table: setting } : { ...table, rows: { ...table.rows, [target.rowId]: setting } };
  return { ...settings, tables: { ...settings.tables, [target.tableId]: nextTable } };
}

/**
 * Settings without the one at `target`. Clearing a table's setting leaves its rows' settings alone (use
 * {@link clearPrintTable} to drop them all). A table left with nothing is removed, so "set then clear"
 * gives back an equal object; clearing what is not there returns the same object.
 */
export function clearPrintSetting(settings: PrintSettings, target: PrintTarget): PrintSettings {
  if (target.level === 'form') {
    if (settings.form === undefined) return settings;
    const { form: _cleared, ...rest } = settings;
    return rest;
  }
  const table = ownValue(settings.tables, target.tableId);
  if (table === undefined) return settings;
  let nextTable: TablePrintSettings;
  if (target.level === 'table') {
    if (table.table === undefined) return settings;
    const { table: _cleared, ...rest } = table;
    nextTable = rest;
  } else {
    const rows = withoutKey(table.rows, target.rowId);
    if (rows === table.rows) return settings;
    nextTable = { ...table, rows };
  }
  const isEmpty = nextTable.table === undefined && Object.keys(nextTable.rows).length === 0;
  const tables = isEmpty ? withoutKey(settings.tables, target.tableId) : { ...settings.tables, [target.tableId]: nextTable };
  return { ...settings, tables };
}

/** Settings without anything of table `tableId` (its table-level and all its row settings). */
export function clearPrintTable(settings: PrintSettings, tableId: string): PrintSettings {
  const tables = withoutKey(settings.tables, tableId);
  return tables === settings.tables ? settings : { ...settings, tables };
}
