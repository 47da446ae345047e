import { atom, type Atom } from 'jotai';
import { formAtomFamily, formStateFamily } from './formAtomFamily.ts';
import type { FormId } from './formStateTypes.ts';
import { LOADING_DECREMENT_DELAY_MS, decrementLoading, incrementLoading, isLoading } from './loadingCounterRules.ts';

const loadingCountFamily = formStateFamily('loadingCount', () => 0);

/**
 * Counts the resets of a form. A `finishLoading` still waiting out its 300 ms when the form is reset
 * belongs to the form's previous life: without this, it would take one off a loading started after the
 * reset. Resetting bumps the epoch instead of zeroing it, so a waiting decrement can tell.
 */
const loadingEpochFamily = formStateFamily(
  'loadingEpoch',
  () => 0,
  (epoch) => epoch + 1,
);

/** Spec §3/§4: how many loadings of form `formId` are under way. */
export const loadingCountAtom: (formId: FormId) => Atom<number> = loadingCountFamily;

/** Whether form `formId` is loading (its counter is above zero). */
export const isFormLoadingAtom = formAtomFamily('isFormLoading', (formId: FormId) => atom((get) => isLoading(get(loadingCountFamily(formId)))));

/** Spec §4: a loading of form `formId` started; the counter goes up at once. */
export const startLoadingAtom = atom(null, (_get, set, formId: FormId) => {
  set(loadingCountFamily(formId), incrementLoading);
});

/**
 * Spec §4/§9: a loading of form `formId` finished; the counter goes down {@link LOADING_DECREMENT_DELAY_MS}
 * later, and only if it is above zero at that moment (so an unmatched finish cannot drive it negative).
 * The atoms are captured now, so a form released meanwhile is not recreated by the timer.
 */
export const finishLoadingAtom = atom(null, (get, set, formId: FormId) => {
  const countAtom = loadingCountFamily(formId);
  const epochAtom = loadingEpochFamily(formId);
  const epoch = get(epochAtom);
  setTimeout(() => {
    if (get(epochAtom) === epoch) set(countAtom, decrementLoading);
  }, LOADING_DECREMENT_DELAY_MS);
});
