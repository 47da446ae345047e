import type { FormPlugin, FormStatus } from './formStateTypes.ts';

/** Spec §4: a form still waiting for its initial data sources. */
export const FORM_STATUS_AWAITING_SOURCES = 1;
/** Spec §4: a form whose initial data sources have all run (or that has none). */
export const FORM_STATUS_READY = 2;

/**
 * Keys of the data-source plugins flagged to run initially (legacy-portal §4), in plugin order. A key listed twice
 * is one source, so it is kept once; only `runInitially: true` counts (an absent flag means "no").
 */
export function initialSourceKeys(plugins: readonly FormPlugin[]): string[] {
  const keys = plugins.filter((plugin) => plugin.dataSource?.runInitially === true).map((plugin) => plugin.key);
  return [...new Set(keys)];
}

/**
 * Spec §4: the status of a form given its plugins: 1 if some data-source plugin is flagged to run
 * initially, otherwise 2. Nothing has run yet.
 */
export function initialFormStatus(plugins: readonly FormPlugin[]): FormStatus {
  const initialKeys = initialSourceKeys(plugins);
  return {
    status: initialKeys.length > 0 ? FORM_STATUS_AWAITING_SOURCES : FORM_STATUS_READY,
    initialKeys,
    usedKeys: [],
  };
}

/**
 * Spec §4: the status after the data source `sourceKey` ran.
 *
 * - While 1, the key is added to `usedKeys` (once; a repeated run changes nothing), whether or not it is
 *   an initial source: the spec's field is "used data-source keys", not "used initial keys". The status
 *   moves to 2 as soon as every initial key is among the used ones.
 * - Once 2, the very same object is returned: "source runs no longer change it". We read "it" as the whole
 *   record, `usedKeys` included, so `usedKeys` keeps meaning "what ran before the form was ready" and a
 *   ready form's later refreshes cause no state change (and no re-render).
 */
export function afterSourceRun(status: FormStatus, sourceKey: string): FormStatus {
  if (status.status === FORM_STATUS_READY || status.usedKeys.includes(sourceKey)) return status;
  const usedKeys = [...status.usedKeys, sourceKey];
  const allInitialRan = status.initialKeys.every((key) => usedKeys.includes(key));
  return { ...status, usedKeys, status: allInitialRan ? FORM_STATUS_READY : FORM_STATUS_AWAITING_SOURCES };
}
