import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { formAtomFamily, formStateFamily, releaseFormAtoms, resetFormState } from './formAtomFamily.ts';

describe('keyed form atoms', () => {
  it('gives the same atom for a form id and another for another id, labelled for devtools', () => {
    const family = formStateFamily('test-same', () => 0);
    expect(family('a')).toBe(family('a'));
    expect(family('a')).not.toBe(family('b'));
    expect(family('a').debugLabel).toBe('test-same(a)');
  });

  it('creates an atom only when asked, and a new one after remove', () => {
    const family = formStateFamily('test-remove', () => 0);
    expect(family.has('a')).toBe(false);
    const first = family('a');
    expect(family.has('a')).toBe(true);
    family.remove('a');
    expect(family.has('a')).toBe(false);
    expect(family('a')).not.toBe(first);
  });

  it('resets the atoms of one form to their start value, or to what onReset says', () => {
    const plain = formStateFamily('test-plain', () => 'start');
    const counted = formStateFamily(
      'test-counted',
      () => 0,
      (n) => n + 1,
    );
    const store = createStore();
    store.set(plain('a'), 'changed');
    store.set(plain('b'), 'changed');
    store.set(counted('a'), 5);
    resetFormState('a', store.set);
    expect(store.get(plain('a'))).toBe('start');
    expect(store.get(plain('b'))).toBe('changed');
    expect(store.get(counted('a'))).toBe(6);
  });

  it('does not create atoms for a form that never had any', () => {
    const family = formStateFamily('test-lazy', () => 0);
    resetFormState('never-used', createStore().set);
    expect(family.has('never-used')).toBe(false);
  });

  it('releases the atoms of one form from every family', () => {
    const first = formStateFamily('test-release-1', () => 0);
    const second = formAtomFamily('test-release-2', (formId) => first(formId));
    first('a');
    first('b');
    second('a');
    releaseFormAtoms('a');
    expect(first.has('a')).toBe(false);
    expect(second.has('a')).toBe(false);
    expect(first.has('b')).toBe(true);
  });
});
