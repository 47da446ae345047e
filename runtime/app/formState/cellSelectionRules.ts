import type { CellRange } from './formStateTypes.ts';

/**
 * The range with start ≤ end on each axis and each selected id once (first occurrence kept).
 *
 * A drag may go up or left, so the raw start can lie after the end; rows and columns are swapped
 * independently because the selection is the rectangle between the two corners. Indices are not
 * otherwise checked: only the table knows how many rows and columns it has.
 */
export function normalizeCellRange(range: CellRange): CellRange {
  return {
    tableId: range.tableId,
    startRow: Math.min(range.startRow, range.endRow),
    endRow: Math.max(range.startRow, range.endRow),
    startCol: Math.min(range.startCol, range.endCol),
    endCol: Math.max(range.startCol, range.endCol),
    selectedIds: [...new Set(range.selectedIds)],
  };
}

/** Whether the cell at `row`, `col` of table `tableId` lies inside the (normalized) range. */
export function isCellInRange(range: CellRange | null, tableId: string, row: number, col: number): boolean {
  if (range === null || range.tableId !== tableId) return false;
  return row >= range.startRow && row <= range.endRow && col >= range.startCol && col <= range.endCol;
}
