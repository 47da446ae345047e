import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { FormId, PrintSetting, PrintSettings, PrintTarget } from './formStateTypes.ts';
import { EMPTY_PRINT_SETTINGS, clearPrintSetting, clearPrintTable, setPrintSetting } from './printSettingsRules.ts';

const printSettingsFamily = formStateFamily<PrintSettings>('printSettings', () => EMPTY_PRINT_SETTINGS);

/** Spec §3: the print settings of form `formId`, at form, table and row level. */
export const printSettingsAtom: (formId: FormId) => Atom<PrintSettings> = printSettingsFamily;

/** Stores `setting` at `target` of form `formId`. */
export const setPrintSettingAtom = atom(null, (_get, set, formId: FormId, target: PrintTarget, setting: PrintSetting) => {
  set(printSettingsFamily(formId), (settings) => setPrintSetting(settings, target, setting));
});

/** Removes the setting at `target` of form `formId` (see {@link clearPrintSetting}). */
export const clearPrintSettingAtom = atom(null, (_get, set, formId: FormId, target: PrintTarget) => {
  set(printSettingsFamily(formId), (settings) => clearPrintSetting(settings, target));
});

/** Removes every print setting of table `tableId` of form `formId`. */
export const clearPrintTableAtom = atom(null, (_get, set, formId: FormId, tableId: string) => {
  set(printSettingsFamily(formId), (settings) => clearPrintTable(settings, tableId));
});

/** Removes every print setting of form `formId`. */
export const clearFormPrintSettingsAtom = atom(null, (_get, set, formId: FormId) => {
  set(printSettingsFamily(formId), EMPTY_PRINT_SETTINGS);
});
