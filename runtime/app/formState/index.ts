/**
 * The shared form state (legacy-portal §3 "Shared form state", legacy-portal §4 form status and loading counter): jotai
 * atoms keyed by form id, for the dynamic-form widget.
 *
 * - State atoms are read-only from outside (`(formId) => Atom<T>`): every change goes through an action
 *   atom, which applies one of the pure rules below, so the rules of legacy-portal §4 cannot be bypassed.
 * - Action atoms are write-only and take the form id first: `store.set(startLoadingAtom, formId)`, or
 *   `useSetAtom(startLoadingAtom)(formId)` in a component.
 * - The pure rules are exported too, for reading one entry of a keyed state (`tablePageOf`,
 *   `childTableRowsOf`, `printSettingAt`, `isCellInRange`) and for tests.
 */
export type {
  CellRange,
  ChildTableRow,
  ChildTables,
  FormId,
  FormPlugin,
  FormStatus,
  FormStatusCode,
  FormWarning,
  PrintSetting,
  PrintSettings,
  PrintTarget,
  RepeatOperationAlert,
  TablePage,
  TablePages,
  TablePrintSettings,
} from './formStateTypes.ts';

// Plugins and form status (legacy-portal §4)
export { formPluginsAtom, setFormPluginsAtom } from './formPluginsAtoms.ts';
export { formStatusAtom, recordSourceRunAtom } from './formStatusAtoms.ts';
export { FORM_STATUS_AWAITING_SOURCES, FORM_STATUS_READY, afterSourceRun, initialFormStatus, initialSourceKeys } from './formStatusRules.ts';

// Loading counter (legacy-portal §4, §9)
export { finishLoadingAtom, isFormLoadingAtom, loadingCountAtom, startLoadingAtom } from './loadingCounterAtoms.ts';
export { LOADING_DECREMENT_DELAY_MS, decrementLoading, incrementLoading, isLoading } from './loadingCounterRules.ts';

// Print settings per form, table and row
export { clearFormPrintSettingsAtom, clearPrintSettingAtom, clearPrintTableAtom, printSettingsAtom, setPrintSettingAtom } from './printSettingsAtoms.ts';
export { EMPTY_PRINT_SETTINGS, clearPrintSetting, clearPrintTable, printSettingAt, setPrintSetting } from './printSettingsRules.ts';

// Table page info
export { resetTablePageAtom, setTablePageAtom, tablePagesAtom } from './tablePageAtoms.ts';
export { DEFAULT_TABLE_PAGE, resetTablePage, setTablePage, tablePageOf } from './tablePageRules.ts';

// Form-loaded flag, warning list, child tables, repeat-operation alert
export { formLoadedAtom, setFormLoadedAtom } from './formLoadedAtoms.ts';
export { addWarningAtom, clearWarningsAtom, removeWarningAtom, warningListAtom } from './warningListAtoms.ts';
export { addWarning, removeWarning } from './warningListRules.ts';
export { childTablesAtom, clearChildTableAtom, setChildTableRowsAtom } from './childTableAtoms.ts';
export { childTableRowsOf, clearChildTable, setChildTableRows } from './childTableRules.ts';
export {
  CLOSED_REPEAT_OPERATION_ALERT,
  dismissRepeatOperationAlertAtom,
  openRepeatOperationAlert,
  repeatOperationAlertAtom,
  showRepeatOperationAlertAtom,
} from './repeatOperationAtoms.ts';

// Selected cell range
export { cellSelectionAtom, setCellSelectionAtom } from './cellSelectionAtoms.ts';
export { isCellInRange, normalizeCellRange } from './cellSelectionRules.ts';

// Whole form
export { releaseForm, resetFormAtom } from './resetFormAtoms.ts';
