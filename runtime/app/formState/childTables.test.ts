import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { childTableRowsOf, childTablesAtom, clearChildTable, clearChildTableAtom, setChildTableRows, setChildTableRowsAtom } from './index.ts';

describe('spec §3 child table data: rules', () => {
  it('reads no rows for an unknown table, the same empty list each time', () => {
    expect(childTableRowsOf({}, 't')).toEqual([]);
    expect(childTableRowsOf({}, 't')).toBe(childTableRowsOf({}, 'constructor'));
  });

  it('replaces the rows of one table and clears it', () => {
    const tables = setChildTableRows(setChildTableRows({}, 't', [{ id: 1 }]), 'u', [{ id: 2 }]);
    const replaced = setChildTableRows(tables, 't', [{ id: 3 }]);
    expect(childTableRowsOf(replaced, 't')).toEqual([{ id: 3 }]);
    expect(clearChildTable(replaced, 't')).toEqual({ u: [{ id: 2 }] });
    expect(clearChildTable(replaced, 'none')).toBe(replaced);
  });
});

describe('spec §3 child table data: atoms', () => {
  it('sets and clears per form and table', () => {
    const store = createStore();
    store.set(setChildTableRowsAtom, 'one', 't', [{ id: 1 }]);
    store.set(setChildTableRowsAtom, 'two', 't', [{ id: 9 }]);
    store.set(clearChildTableAtom, 'one', 't');
    expect(store.get(childTablesAtom('one'))).toEqual({});
    expect(childTableRowsOf(store.get(childTablesAtom('two')), 't')).toEqual([{ id: 9 }]);
  });
});
