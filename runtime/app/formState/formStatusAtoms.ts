import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { FormId, FormStatus } from './formStateTypes.ts';
import { afterSourceRun, initialFormStatus } from './formStatusRules.ts';

/**
 * Writable inside the form state only. Before any plugins are set a form has none, and a form without
 * initial data sources is ready (legacy-portal §4), so the start value is the status of no plugins: 2.
 */
export const formStatusFamily = formStateFamily<FormStatus>('formStatus', () => initialFormStatus([]));

/** Spec §3/§4: the status of form `formId` (1 or 2, initial and used data-source keys). */
export const formStatusAtom: (formId: FormId) => Atom<FormStatus> = formStatusFamily;

/** Spec §4: records that data source `sourceKey` of form `formId` ran (see {@link afterSourceRun}). */
export const recordSourceRunAtom = atom(null, (_get, set, formId: FormId, sourceKey: string) => {
  set(formStatusFamily(formId), (status) => afterSourceRun(status, sourceKey));
});
