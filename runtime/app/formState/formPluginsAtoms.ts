import { atom, type Atom } from 'jotai';
import { formStateFamily } from './formAtomFamily.ts';
import type { FormId, FormPlugin } from './formStateTypes.ts';
import { formStatusFamily } from './formStatusAtoms.ts';
import { initialFormStatus } from './formStatusRules.ts';

const noPlugins: readonly FormPlugin[] = Object.freeze([]);

const formPluginsFamily = formStateFamily<readonly FormPlugin[]>('formPlugins', () => noPlugins);

/** Spec §3: the plugins of form `formId` (none until set). */
export const formPluginsAtom: (formId: FormId) => Atom<readonly FormPlugin[]> = formPluginsFamily;

/**
 * Sets the plugins of form `formId` and starts its status afresh from them (legacy-portal §4). Setting plugins
 * again restarts the status too: a new plugin list is a new form definition, and the runs recorded
 * against the old one say nothing about the new initial sources.
 */
export const setFormPluginsAtom = atom(null, (_get, set, formId: FormId, plugins: readonly FormPlugin[]) => {
  set(formPluginsFamily(formId), plugins);
  set(formStatusFamily(formId), initialFormStatus(plugins));
});
