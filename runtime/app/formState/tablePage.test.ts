import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_PAGE, resetTablePage, resetTablePageAtom, setTablePage, setTablePageAtom, tablePageOf, tablePagesAtom } from './index.ts';

describe('spec §3 table page info: rules', () => {
  it('reads the default for a table never set', () => {
    expect(tablePageOf({}, 't')).toEqual({ page: 1, size: 10, total: 0 });
    expect(tablePageOf({}, 'constructor')).toBe(DEFAULT_TABLE_PAGE);
  });

  it('merges a patch over the default, then over what was set', () => {
    const first = setTablePage({}, 't', { total: 42 });
    expect(tablePageOf(first, 't')).toEqual({ page: 1, size: 10, total: 42 });
    const second = setTablePage(first, 't', { page: 3, size: 20 });
    expect(tablePageOf(second, 't')).toEqual({ page: 3, size: 20, total: 42 });
    expect(tablePageOf(first, 't')).toEqual({ page: 1, size: 10, total: 42 });
  });

  it('resets one table to the default and keeps the others', () => {
    const pages = setTablePage(setTablePage({}, 't', { page: 2 }), 'u', { page: 5 });
    const reset = resetTablePage(pages, 't');
    expect(tablePageOf(reset, 't')).toBe(DEFAULT_TABLE_PAGE);
    expect(tablePageOf(reset, 'u').page).toBe(5);
    expect(resetTablePage(reset, 't')).toBe(reset);
  });
});

describe('spec §3 table page info: atoms', () => {
  it('sets and resets per form and table', () => {
    const store = createStore();
    store.set(setTablePageAtom, 'one', 't', { page: 2, total: 30 });
    store.set(setTablePageAtom, 'two', 't', { page: 4 });
    expect(tablePageOf(store.get(tablePagesAtom('one')), 't')).toEqual({ page: 2, size: 10, total: 30 });
    store.set(resetTablePageAtom, 'one', 't');
    expect(tablePageOf(store.get(tablePagesAtom('one')), 't')).toBe(DEFAULT_TABLE_PAGE);
    expect(tablePageOf(store.get(tablePagesAtom('two')), 't').page).toBe(4);
  });
});
