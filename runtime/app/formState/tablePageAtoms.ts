import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { FormId, TablePage, TablePages } from './formStateTypes.ts';
import { resetTablePage, setTablePage } from './tablePageRules.ts';

const noPages: TablePages = Object.freeze({});

const tablePagesFamily = formStateFamily<TablePages>('tablePages', () => noPages);

/** Spec §3: the page info of every table of form `formId` (read one with `tablePageOf`). */
export const tablePagesAtom: (formId: FormId) => Atom<TablePages> = tablePagesFamily;

/** Merges `patch` into the page info of table `tableId` of form `formId`. */
export const setTablePageAtom = atom(null, (_get, set, formId: FormId, tableId: string, patch: Partial<TablePage>) => {
  set(tablePagesFamily(formId), (pages) => setTablePage(pages, tableId, patch));
});

/** Puts the page info of table `tableId` of form `formId` back to the default. */
export const resetTablePageAtom = atom(null, (_get, set, formId: FormId, tableId: string) => {
  set(tablePagesFamily(formId), (pages) => resetTablePage(pages, tableId));
});
