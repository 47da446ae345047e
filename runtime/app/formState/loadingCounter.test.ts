import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOADING_DECREMENT_DELAY_MS,
  decrementLoading,
  finishLoadingAtom,
  incrementLoading,
  isFormLoadingAtom,
  isLoading,
  loadingCountAtom,
  resetFormAtom,
  startLoadingAtom,
} from './index.ts';

describe('spec §4 loading counter: rules', () => {
  it('waits 300 ms before a decrement (spec §9)', () => expect(LOADING_DECREMENT_DELAY_MS).toBe(300));
  it('increments by one', () => expect(incrementLoading(2)).toBe(3));
  it('decrements by one when above zero', () => expect(decrementLoading(2)).toBe(1));
  it('stays at zero when already zero', () => expect(decrementLoading(0)).toBe(0));
  it('is loading only above zero', () => {
    expect(isLoading(0)).toBe(false);
    expect(isLoading(1)).toBe(true);
  });
});

describe('spec §4 loading counter: atoms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('increments at once on start', () => {
    const store = createStore();
    store.set(startLoadingAtom, 'f');
    expect(store.get(loadingCountAtom('f'))).toBe(1);
    expect(store.get(isFormLoadingAtom('f'))).toBe(true);
  });

  it('decrements 300 ms after finish, not before', () => {
    const store = createStore();
    store.set(startLoadingAtom, 'f');
    store.set(finishLoadingAtom, 'f');
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS - 1);
    expect(store.get(loadingCountAtom('f'))).toBe(1);
    vi.advanceTimersByTime(1);
    expect(store.get(loadingCountAtom('f'))).toBe(0);
    expect(store.get(isFormLoadingAtom('f'))).toBe(false);
  });

  it('never goes below zero: a finish without a start does nothing', () => {
    const store = createStore();
    store.set(finishLoadingAtom, 'f');
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(store.get(loadingCountAtom('f'))).toBe(0);
  });

  it('never goes below zero: two finishes for one start', () => {
    const store = createStore();
    store.set(startLoadingAtom, 'f');
    store.set(finishLoadingAtom, 'f');
    store.set(finishLoadingAtom, 'f');
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(store.get(loadingCountAtom('f'))).toBe(0);
  });

  it('stays loading across a start within 300 ms of a finish', () => {
    const store = createStore();
    store.set(startLoadingAtom, 'f');
    store.set(finishLoadingAtom, 'f');
    vi.advanceTimersByTime(100);
    store.set(startLoadingAtom, 'f');
    expect(store.get(loadingCountAtom('f'))).toBe(2);
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(store.get(loadingCountAtom('f'))).toBe(1);
    expect(store.get(isFormLoadingAtom('f'))).toBe(true);
  });

  it('judges "above zero" when the delay ends, not when finish is called', () => {
    const store = createStore();
    store.set(finishLoadingAtom, 'f'); // at 0 now
    store.set(startLoadingAtom, 'f'); // 1 when the delay ends
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(store.get(loadingCountAtom('f'))).toBe(0);
  });

  it('notifies subscribers of the derived flag only when it flips', () => {
    const store = createStore();
    const seen: boolean[] = [];
    store.sub(isFormLoadingAtom('f'), () => seen.push(store.get(isFormLoadingAtom('f'))));
    store.set(startLoadingAtom, 'f');
    store.set(startLoadingAtom, 'f');
    store.set(finishLoadingAtom, 'f');
    store.set(finishLoadingAtom, 'f');
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(seen).toEqual([true, false]);
  });

  it('does not let a finish from before a reset count down a loading started after it', () => {
    const store = createStore();
    store.set(startLoadingAtom, 'f');
    store.set(finishLoadingAtom, 'f');
    store.set(resetFormAtom, 'f');
    expect(store.get(loadingCountAtom('f'))).toBe(0);
    store.set(startLoadingAtom, 'f');
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(store.get(loadingCountAtom('f'))).toBe(1);
    store.set(finishLoadingAtom, 'f');
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(store.get(loadingCountAtom('f'))).toBe(0);
  });

  it('keeps two forms independent', () => {
    const store = createStore();
    store.set(startLoadingAtom, 'one');
    store.set(startLoadingAtom, 'two');
    store.set(finishLoadingAtom, 'one');
    vi.advanceTimersByTime(LOADING_DECREMENT_DELAY_MS);
    expect(store.get(loadingCountAtom('one'))).toBe(0);
    expect(store.get(loadingCountAtom('two'))).toBe(1);
  });
});
