import { atom, type Atom, type PrimitiveAtom, type Setter } from 'jotai';
import type { FormId } from './formStateTypes.ts';

/**
 * A small keyed-atom helper: one atom per form id, created on first use.
 *
 * Why not `atomFamily` from `jotai/utils`: in jotai 2.20 it is deprecated (it logs a warning in
 * development and goes away in v3, replaced by the separate `jotai-family` package, which we do not
 * have). What we need from it is twenty lines: a map from form id to atom, `has` and `remove`.
 *
 * Every family registers itself here, so {@link resetFormState} and {@link releaseFormAtoms} reach every
 * piece of a form's state without anyone keeping a list of them by hand (docs/architecture.md, "One registry").
 */
export interface FormAtomFamily<A extends Atom<unknown>> {
  /** The atom of `formId`, created on first call; the same atom afterwards (until removed). */
  (formId: FormId): A;
  /** Whether the atom of `formId` has been created (and not removed). */
  has(formId: FormId): boolean;
  /** Forgets the atom of `formId`; the next call creates a new one. */
  remove(formId: FormId): void;
}

const allFamilies = new Set<FormAtomFamily<Atom<unknown>>>();
const resetters = new Set<(formId: FormId, set: Setter) => void>();

/** A family of atoms, one per form id, made by `create`; `label` names them in jotai's devtools. */
export function formAtomFamily<A extends Atom<unknown>>(label: string, create: (formId: FormId) => A): FormAtomFamily<A> {
  const atoms = new Map<FormId, A>();
  const family = (formId: FormId): A => {
    let existing = atoms.get(formId);
    if (existing === undefined) {
      existing = create(formId);
      existing.debugLabel = `${label}(${formId})`;
      atoms.set(formId, existing);
    }
    return existing;
  };
  const keyed: FormAtomFamily<A> = Object.assign(family, {
    has: (formId: FormId) => atoms.has(formId),
    remove: (formId: FormId) => {
      atoms.delete(formId);
    },
  });
  allFamilies.add(keyed);
  return keyed;
}

/**
 * A family of writable state atoms starting at `initial()`. Resetting a form sets each of its atoms to
 * `onReset(current)`, by default `initial()` again; a family that must not go back (the loading counter's
 * epoch) passes its own.
 */
export function formStateFamily<T>(label: string, initial: () => T, onReset: (current: T) => T = () => initial()): FormAtomFamily<PrimitiveAtom<T>> {
  const family = formAtomFamily(label, () => atom<T>(initial()));
  resetters.add((formId, set) => {
    // An atom never created holds nothing in any store: nothing to reset, and no reason to create it.
    if (family.has(formId)) set(family(formId), onReset);
  });
  return family;
}

/** Puts every state atom of `formId` back to its reset value, in the store `set` writes to. */
export function resetFormState(formId: FormId, set: Setter): void {
  for (const reset of resetters) reset(formId, set);
}

/** Drops the atoms of `formId` from every family (see `releaseForm` for when that is right). */
export function releaseFormAtoms(formId: FormId): void {
  for (const family of allFamilies) family.remove(formId);
}
