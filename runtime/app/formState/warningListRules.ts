import type { FormWarning } from './formStateTypes.ts';

/**
 * The list with `warning` added. A warning whose key is already listed replaces the old one in its place:
 * the key names one problem (say, one field), and a problem shown twice is noise.
 */
export function addWarning(warnings: readonly FormWarning[], warning: FormWarning): readonly FormWarning[] {
  const index = warnings.findIndex((listed) => listed.key === warning.key);
  if (index === -1) return [...warnings, warning];
  return warnings.map((listed, i) => (i === index ? warning : listed));
}

/** The list without the warning keyed `key`; the same list when there is none. */
export function removeWarning(warnings: readonly FormWarning[], key: string): readonly FormWarning[] {
  return warnings.some((listed) => listed.key === key) ? warnings.filter((listed) => listed.key !== key) : warnings;
}
