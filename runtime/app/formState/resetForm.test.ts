import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_PRINT_SETTINGS,
  LOADING_DECREMENT_DELAY_MS,
  addWarningAtom,
  cellSelectionAtom,
  finishLoadingAtom,
  childTablesAtom,
  formLoadedAtom,
  formPluginsAtom,
  formStatusAtom,
  isFormLoadingAtom,
  loadingCountAtom,
  printSettingsAtom,
  releaseForm,
  repeatOperationAlertAtom,
  resetFormAtom,
  setCellSelectionAtom,
  setChildTableRowsAtom,
  setFormLoadedAtom,
  setFormPluginsAtom,
  setPrintSettingAtom,
  setTablePageAtom,
  showRepeatOperationAlertAtom,
  startLoadingAtom,
  tablePagesAtom,
  warningListAtom,
} from './index.ts';

type Store = ReturnType<typeof createStore>;

function fill(store: Store, formId: string): void {
  store.set(setFormPluginsAtom, formId, [{ key: 's', type: 'dataSource', dataSource: { runInitially: true } }]);
  store.set(startLoadingAtom, formId);
  store.set(setPrintSettingAtom, formId, { level: 'row', tableId: 't', rowId: 'r' }, { a: 1 });
  store.set(setTablePageAtom, formId, 't', { page: 3 });
  store.set(setFormLoadedAtom, formId, true);
  store.set(addWarningAtom, formId, { key: 'w', message: 'W' });
  store.set(setChildTableRowsAtom, formId, 't', [{ id: 1 }]);
  store.set(showRepeatOperationAlertAtom, formId, 'busy');
  store.set(setCellSelectionAtom, formId, { tableId: 't', startRow: 0, startCol: 0, endRow: 1, endCol: 1, selectedIds: ['x'] });
}

function snapshot(store: Store, formId: string) {
  return {
    plugins: store.get(formPluginsAtom(formId)),
    status: store.get(formStatusAtom(formId)),
    loading: store.get(loadingCountAtom(formId)),
    isLoading: store.get(isFormLoadingAtom(formId)),
    print: store.get(printSettingsAtom(formId)),
    pages: store.get(tablePagesAtom(formId)),
    loaded: store.get(formLoadedAtom(formId)),
    warnings: store.get(warningListAtom(formId)),
    childTables: store.get(childTablesAtom(formId)),
    alert: store.get(repeatOperationAlertAtom(formId)),
    selection: store.get(cellSelectionAtom(formId)),
  };
}

const fresh = {
  plugins: [],
  status: { status: 2, initialKeys: [], usedKeys: [] },
  loading: 0,
  isLoading: false,
  print: EMPTY_PRINT_SETTINGS,
  pages: {},
  loaded: false,
  warnings: [],
  childTables: {},
  alert: { open: false },
  selection: null,
};

describe('spec §3 shared form state: reset and release', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reset clears every piece of one form and leaves the other form alone', () => {
    const store = createStore();
    fill(store, 'one');
    fill(store, 'two');
    const two = snapshot(store, 'two');
    store.set(resetFormAtom, 'one');
    expect(snapshot(store, 'one')).toEqual(fresh);
    expect(snapshot(store, 'two')).toEqual(two);
    expect(two.status.status).toBe(1);
  });

  it('reset is seen by subscribers of the atoms (they are kept, not replaced)', () => {
    const store = createStore();
    fill(store, 'f');
    const loaded = formLoadedAtom('f');
    const seen: boolean[] = [];
    store.sub(loaded, () => seen.push(store.get(loaded)));
    store.set(resetFormAtom, 'f');
    expect(formLoadedAtom('f')).toBe(loaded);
    expect(seen).toEqual([false]);
  });

  it('reset of a form never used leaves everything at its start', () => {
    const store = createStore();
    store.set(resetFormAtom, 'never-used');
    expect(snapshot(store, 'never-used')).toEqual(fresh);
  });

  it('release forgets the atoms, so the form starts afresh in every store', () => {
    const store = createStore();
    fill(store, 'gone');
    const before = formStatusAtom('gone');
    releaseForm('gone');
    expect(formStatusAtom('gone')).not.toBe(before);
    expect(snapshot(store, 'gone')).toEqual(fresh);
  });

  it('a finish waiting when the form is released does not touch the new atoms', () => {
    const store = createStore();
    store.set(startLoadingAtom, 'gone-loading');
    store.set(finishLoadingAtom, 'gone-loading'); // captured the old atoms
    releaseForm('gone-loading');
    store.set(startLoadingAtom, 'gone-loading'); // a new atom, at 1
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(store.get(loadingCountAtom('gone-loading'))).toBe(1);
  });
});
