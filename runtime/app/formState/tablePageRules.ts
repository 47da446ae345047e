import type { TablePage, TablePages } from './formStateTypes.ts';
import { ownValue, withoutKey } from './ownRecord.ts';

/**
 * The page info of a table nobody has set yet: first page, nothing counted. The size of 10 is our choice
 * (the spec does not show one); the widget sets its own with {@link setTablePage}.
 */
export const DEFAULT_TABLE_PAGE: TablePage = { page: 1, size: 10, total: 0 };

/** The page info of table `tableId`, or {@link DEFAULT_TABLE_PAGE}. */
export function tablePageOf(pages: TablePages, tableId: string): TablePage {
  return ownValue(pages, tableId) ?? DEFAULT_TABLE_PAGE;
}

/**
 * Pages with table `tableId` updated by `patch`, merged over its current info (or the default): the widget
 * usually learns `total` from an answer and `page` from a click, separately. Values are stored as given;
 * the table is the one that knows what a valid page is.
 */
export function setTablePage(pages: TablePages, tableId: string, patch: Partial<TablePage>): TablePages {
  return { ...pages, [tableId]: { ...tablePageOf(pages, tableId), ...patch } };
}

/** Pages with table `tableId` back to the default (its entry removed). */
export function resetTablePage(pages: TablePages, tableId: string): TablePages {
  return withoutKey(pages, tableId);
}
