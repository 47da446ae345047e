import type { ChildTableRow, ChildTables } from './formStateTypes.ts';
import { ownValue, withoutKey } from './ownRecord.ts';

/** One shared empty list, so reading a table with no rows gives the same value every time. */
const noRows: readonly ChildTableRow[] = Object.freeze([]);

/** The rows of child table `tableId`, or an empty list. */
export function childTableRowsOf(tables: ChildTables, tableId: string): readonly ChildTableRow[] {
  return ownValue(tables, tableId) ?? noRows;
}

/** Tables with the rows of `tableId` replaced by `rows`. */
export function setChildTableRows(tables: ChildTables, tableId: string, rows: readonly ChildTableRow[]): ChildTables {
  return { ...tables, [tableId]: rows };
}

/** Tables without child table `tableId`. */
export function clearChildTable(tables: ChildTables, tableId: string): ChildTables {
  return withoutKey(tables, tableId);
}
