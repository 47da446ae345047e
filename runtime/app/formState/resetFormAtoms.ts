import { atom } from 'jotai';
import { releaseFormAtoms, resetFormState } from './formAtomFamily.ts';
import type { FormId } from './formStateTypes.ts';

/**
 * Clears everything of form `formId` in the store it is set on: every piece goes back to its start value
 * (plugins none, status 2, counter 0, no settings, warnings, rows, alert or selection). Loadings whose
 * 300 ms were still running no longer count down the new counter.
 *
 * This writes values and keeps the atoms, because components still subscribed to them must see the reset.
 */
export const resetFormAtom = atom(null, (_get, set, formId: FormId) => {
  resetFormState(formId, set);
});

/**
 * Forgets the atoms of form `formId`, for when the form is gone for good (the widget showing it unmounts).
 *
 * Why this is apart from {@link resetFormAtom}: the keyed families hold every atom ever asked for, so a
 * portal that opens many forms would keep them all; dropping them lets the garbage collector take the
 * atoms and, with them, their values in every store (a jotai store keys values by atom, weakly). But the
 * families are shared by all stores and removing an atom tells no subscriber: a component still showing
 * the form would keep the old atom while writes go to a new one. So release only after everything that
 * reads the form has unmounted; to clear a form that stays on screen, reset it.
 */
export function releaseForm(formId: FormId): void {
  releaseFormAtoms(formId);
}
