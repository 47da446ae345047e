import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { FormId, FormWarning } from './formStateTypes.ts';
import { addWarning, removeWarning } from './warningListRules.ts';

const noWarnings: readonly FormWarning[] = Object.freeze([]);

const warningListFamily = formStateFamily<readonly FormWarning[]>('warningList', () => noWarnings);

/** Spec §3 "warning error list" of form `formId`. */
export const warningListAtom: (formId: FormId) => Atom<readonly FormWarning[]> = warningListFamily;

/** Adds `warning` to form `formId` (replacing one with the same key, see {@link addWarning}). */
export const addWarningAtom = atom(null, (_get, set, formId: FormId, warning: FormWarning) => {
  set(warningListFamily(formId), (warnings) => addWarning(warnings, warning));
});

/** Removes the warning keyed `key` from form `formId`. */
export const removeWarningAtom = atom(null, (_get, set, formId: FormId, key: string) => {
  set(warningListFamily(formId), (warnings) => removeWarning(warnings, key));
});

/** Removes every warning of form `formId`. */
export const clearWarningsAtom = atom(null, (_get, set, formId: FormId) => {
  set(warningListFamily(formId), noWarnings);
});
