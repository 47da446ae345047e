import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { ChildTableRow, ChildTables, FormId } from './formStateTypes.ts';
import { clearChildTable, setChildTableRows } from './childTableRules.ts';

const noTables: ChildTables = Object.freeze({});

const childTablesFamily = formStateFamily<ChildTables>('childTables', () => noTables);

/** Spec §3 "child table data" of form `formId`, by table id (read one with `childTableRowsOf`). */
export const childTablesAtom: (formId: FormId) => Atom<ChildTables> = childTablesFamily;

/** Replaces the rows of child table `tableId` of form `formId`. */
export const setChildTableRowsAtom = atom(null, (_get, set, formId: FormId, tableId: string, rows: readonly ChildTableRow[]) => {
  set(childTablesFamily(formId), (tables) => setChildTableRows(tables, tableId, rows));
});

/** Removes child table `tableId` of form `formId`. */
export const clearChildTableAtom = atom(null, (_get, set, formId: FormId, tableId: string) => {
  set(childTablesFamily(formId), (tables) => clearChildTable(tables, tableId));
});
