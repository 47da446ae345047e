import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { CellRange, FormId } from './formStateTypes.ts';
import { normalizeCellRange } from './cellSelectionRules.ts';

const cellSelectionFamily = formStateFamily<CellRange | null>('cellSelection', () => null);

/** Spec §3 "selected cell range" of form `formId`: one range at a time, or `null`. */
export const cellSelectionAtom: (formId: FormId) => Atom<CellRange | null> = cellSelectionFamily;

/**
 * Sets the selected range of form `formId`, normalized (start ≤ end, ids once; see
 * {@link normalizeCellRange}); `null` clears it. A range in another table replaces the current one.
 */
export const setCellSelectionAtom = atom(null, (_get, set, formId: FormId, range: CellRange | null) => {
  set(cellSelectionFamily(formId), range === null ? null : normalizeCellRange(range));
});
