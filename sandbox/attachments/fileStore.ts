/**
 * Stored files (table `files`): uploads and the seeded documents of the file libraries. A file is
 * addressed by its key, `all/<yyyy>/<random>.<ext>`, the part after `file=` in `/site/attach?file=…`
 * (legacy-portal §7's attachment path).
 */
import { randomBytes } from 'node:crypto';
import { withoutBidiControls } from '../../runtime/shared/bidiControls.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import type { FileKind } from './fileTypes.ts';

export interface StoredFile {
  key: string;
  name: string;
  type: string;
  size: number;
  data: Buffer;
  owner: string | null;
  created_at: number;
}

/** The browser-facing URL of a stored file. */
export const attachmentUrl = (key: string) => `/site/attach?file=${encodeURIComponent(key).replaceAll('%2F', '/')}`;

/** Keys are generated here only; anything else asked for is simply not found. */
export const FILE_KEY_PATTERN = /^all\/\d{4}\/[a-z0-9]{16}\.[a-z]{3,4}$/;

/** Stores bytes already checked by {@link sniffFileKind}; returns the new file's key. */
export function storeFile(db: SandboxDatabase, file: { name: string; kind: FileKind; data: Uint8Array; owner: string | null; createdAt: number }): string {
  const year = new Date(file.createdAt * 1000).getUTCFullYear();
  const key = `all/${year}/${randomBytes(8).toString('hex')}.${file.kind.extension}`;
  db.prepare('INSERT INTO files (key, name, type, size, data, owner, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    key,
    file.name,
    file.kind.type,
    file.data.byteLength,
    Buffer.from(file.data),
    file.owner,
    file.createdAt,
  );
  return key;
}

export function readStoredFile(db: SandboxDatabase, key: string): StoredFile | undefined {
  if (!FILE_KEY_PATTERN.test(key)) return undefined;
  return db.prepare<[string], StoredFile>('SELECT * FROM files WHERE key = ?').get(key);
}

/**
 * A display name safe to store: no path, no control characters, no bidirectional controls (which would
 * show "invoice\u202Efdp.exe" as "invoiceexe.pdf"), at most 120 characters.
 */
export function cleanFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- the control characters are what it strips from a file name
  const cleaned = [...withoutBidiControls(base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')).trim()].slice(0, 120).join('');
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}
