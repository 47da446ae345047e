import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { addWarning, addWarningAtom, clearWarningsAtom, removeWarning, removeWarningAtom, warningListAtom } from './index.ts';

describe('spec §3 warning error list: rules', () => {
  it('adds warnings in order', () => {
    const list = addWarning(addWarning([], { key: 'a', message: 'A' }), { key: 'b', message: 'B' });
    expect(list).toEqual([
      { key: 'a', message: 'A' },
      { key: 'b', message: 'B' },
    ]);
  });

  it('replaces a warning with the same key in its place', () => {
    const list = addWarning(
      [
        { key: 'a', message: 'A' },
        { key: 'b', message: 'B' },
      ],
      { key: 'a', message: 'A2' },
    );
    expect(list).toEqual([
      { key: 'a', message: 'A2' },
      { key: 'b', message: 'B' },
    ]);
  });

  it('removes by key, and returns the same list when the key is absent', () => {
    const list = [
      { key: 'a', message: 'A' },
      { key: 'b', message: 'B' },
    ];
    expect(removeWarning(list, 'a')).toEqual([{ key: 'b', message: 'B' }]);
    expect(removeWarning(list, 'zzz')).toBe(list);
  });
});

describe('spec §3 warning error list: atoms', () => {
  it('adds, removes and clears per form', () => {
    const store = createStore();
    store.set(addWarningAtom, 'one', { key: 'a', message: 'A' });
    store.set(addWarningAtom, 'one', { key: 'b', message: 'B' });
    store.set(addWarningAtom, 'two', { key: 'a', message: 'other form' });
    store.set(removeWarningAtom, 'one', 'a');
    expect(store.get(warningListAtom('one'))).toEqual([{ key: 'b', message: 'B' }]);
    store.set(clearWarningsAtom, 'one');
    expect(store.get(warningListAtom('one'))).toEqual([]);
    expect(store.get(warningListAtom('two'))).toEqual([{ key: 'a', message: 'other form' }]);
  });
});
