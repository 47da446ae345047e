/**
 * What the portal keeps on this device, read from the browser's storage: the `officeDb.*` items of
 * local storage (legacy-portal §3, §9: auth cache, user name, language, login flag, drafts…) and the portal's
 * `portal.*` items of the tab's session storage. Other sites' and other scripts' keys are not ours
 * to show or clear.
 */
export type StoreKind = 'local' | 'session';

export interface StoredEntry {
  store: StoreKind;
  /** The key as stored (`officeDb.language`). */
  key: string;
  /** The i18n key of its label (`labels.language`), `labels.other` when unknown. */
  label: string;
  /** An extra value for the label (a draft's site id). */
  detail?: string;
  /** UTF-8 bytes of key and value. */
  bytes: number;
  /** Part of the login state (clearing it signs the user out on this device). */
  login: boolean;
}

const LOCAL_PREFIX = 'officeDb.';
const SESSION_PREFIX = 'portal.';

/** Known keys → label; `prefix*` matches a family. */
const LABELS: [pattern: string, label: string, login?: boolean][] = [
  ['authControl', 'labels.authControl', true],
  ['username', 'labels.username', true],
  ['validationFlag', 'labels.validationFlag', true],
  ['loginFlag', 'labels.loginFlag', true],
  ['entryUrl', 'labels.entryUrl'],
  ['language', 'labels.language'],
  ['operatorDraft.*', 'labels.operatorDraft'],
  ['form.*', 'labels.formDraft'],
  ['chunkReloadAt', 'labels.chunkReloadAt'],
  ['preview', 'labels.preview', true],
];

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

function describe(store: StoreKind, key: string, value: string): StoredEntry {
  const name = key.slice(store === 'local' ? LOCAL_PREFIX.length : SESSION_PREFIX.length);
  const known = LABELS.find(([pattern]) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern));
  const detail = known?.[0].endsWith('*') ? name.slice(known[0].length - 1) : undefined;
  return {
    store,
    key,
    label: known?.[1] ?? 'labels.other',
    ...(detail ? { detail } : {}),
    bytes: utf8Bytes(key) + utf8Bytes(value),
    login: known?.[2] ?? false,
  };
}

function entriesOf(storage: Storage | undefined, store: StoreKind): StoredEntry[] {
  if (!storage) return [];
  const prefix = store === 'local' ? LOCAL_PREFIX : SESSION_PREFIX;
  const found: StoredEntry[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) found.push(describe(store, key, storage.getItem(key) ?? ''));
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

/** Storage may be switched off (private mode, policies): then there is simply nothing stored. */
function storageOf(store: StoreKind): Storage | undefined {
  try {
    return store === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStoredEntries(withSession: boolean): StoredEntry[] {
  return [...entriesOf(storageOf('local'), 'local'), ...(withSession ? entriesOf(storageOf('session'), 'session') : [])];
}

export function removeStoredEntry(entry: Pick<StoredEntry, 'store' | 'key'>): void {
  storageOf(entry.store)?.removeItem(entry.key);
}

/** `512 B`, `1.2 KB`. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}
