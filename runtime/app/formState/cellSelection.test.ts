import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { cellSelectionAtom, isCellInRange, normalizeCellRange, setCellSelectionAtom, type CellRange } from './index.ts';

const range = (startRow: number, startCol: number, endRow: number, endCol: number, selectedIds: string[] = []): CellRange => ({
  tableId: 't',
  startRow,
  startCol,
  endRow,
  endCol,
  selectedIds,
});

describe('spec §3 selected cell range: rules', () => {
  it('keeps a range that is already start ≤ end', () => {
    expect(normalizeCellRange(range(1, 2, 3, 4, ['a']))).toEqual(range(1, 2, 3, 4, ['a']));
  });

  it('swaps rows and columns independently (a drag up and left, up and right, down and left)', () => {
    expect(normalizeCellRange(range(3, 4, 1, 2))).toEqual(range(1, 2, 3, 4));
    expect(normalizeCellRange(range(3, 2, 1, 4))).toEqual(range(1, 2, 3, 4));
    expect(normalizeCellRange(range(1, 4, 3, 2))).toEqual(range(1, 2, 3, 4));
  });

  it('lists each selected id once, first occurrence first', () => {
    expect(normalizeCellRange(range(0, 0, 0, 0, ['b', 'a', 'b'])).selectedIds).toEqual(['b', 'a']);
  });

  it('tells whether a cell lies inside, edges included, in the same table only', () => {
    const selected = range(1, 1, 2, 3);
    expect(isCellInRange(selected, 't', 1, 1)).toBe(true);
    expect(isCellInRange(selected, 't', 2, 3)).toBe(true);
    expect(isCellInRange(selected, 't', 0, 1)).toBe(false);
    expect(isCellInRange(selected, 't', 1, 4)).toBe(false);
    expect(isCellInRange(selected, 'other', 1, 1)).toBe(false);
    expect(isCellInRange(null, 't', 1, 1)).toBe(false);
  });
});

describe('spec §3 selected cell range: atoms', () => {
  it('starts empty, stores a normalized range, and clears with null', () => {
    const store = createStore();
    expect(store.get(cellSelectionAtom('f'))).toBeNull();
    store.set(setCellSelectionAtom, 'f', range(5, 3, 2, 1, ['x', 'x']));
    expect(store.get(cellSelectionAtom('f'))).toEqual(range(2, 1, 5, 3, ['x']));
    store.set(setCellSelectionAtom, 'f', null);
    expect(store.get(cellSelectionAtom('f'))).toBeNull();
  });

  it('keeps two forms independent', () => {
    const store = createStore();
    store.set(setCellSelectionAtom, 'one', range(0, 0, 1, 1));
    expect(store.get(cellSelectionAtom('two'))).toBeNull();
  });
});
