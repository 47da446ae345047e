import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { FormId } from './formStateTypes.ts';

const formLoadedFamily = formStateFamily('formLoaded', () => false);

/** Spec §3 "form-loaded flag": whether form `formId` has finished loading its definition and data. */
export const formLoadedAtom: (formId: FormId) => Atom<boolean> = formLoadedFamily;

/** Sets the form-loaded flag of form `formId`. */
export const setFormLoadedAtom = atom(null, (_get, set, formId: FormId, loaded: boolean) => {
  set(formLoadedFamily(formId), loaded);
});
