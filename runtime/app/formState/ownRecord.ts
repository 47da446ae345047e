/**
 * Reading and removing keys of the id-keyed records in the form state. Ids come from form configuration, so
 * a table may well be called `constructor` or `toString`: plain `record[id]` would then return a function
 * from `Object.prototype`. These helpers look at own keys only.
 */

/** The value stored under `key`, or `undefined` when the record has no own entry for it. */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A copy without `key`; the same record when there is nothing to remove (so no needless re-render). */
export function withoutKey<V>(record: Readonly<Record<string, V>>, key: string): Readonly<Record<string, V>> {
  if (!Object.hasOwn(record, key)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
}
