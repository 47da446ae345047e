import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { FormId, RepeatOperationAlert } from './formStateTypes.ts';

/** The alert when nothing is shown. */
export const CLOSED_REPEAT_OPERATION_ALERT: RepeatOperationAlert = Object.freeze({ open: false });

/**
 * The alert to show; without a message the widget shows its own default text. The message is kept only
 * while open, so a closed alert is always the same value.
 */
export function openRepeatOperationAlert(message?: string): RepeatOperationAlert {
  return message === undefined ? { open: true } : { open: true, message };
}

const repeatOperationAlertFamily = formStateFamily('repeatOperationAlert', () => CLOSED_REPEAT_OPERATION_ALERT);

/** Spec §3 "repeat-operation alert" of form `formId`. */
export const repeatOperationAlertAtom: (formId: FormId) => Atom<RepeatOperationAlert> = repeatOperationAlertFamily;

/** Shows the repeat-operation alert of form `formId` (a second submit started while one is in flight). */
export const showRepeatOperationAlertAtom = atom(null, (_get, set, formId: FormId, message?: string) => {
  set(repeatOperationAlertFamily(formId), openRepeatOperationAlert(message));
});

/** Closes the repeat-operation alert of form `formId`. */
export const dismissRepeatOperationAlertAtom = atom(null, (_get, set, formId: FormId) => {
  set(repeatOperationAlertFamily(formId), CLOSED_REPEAT_OPERATION_ALERT);
});
