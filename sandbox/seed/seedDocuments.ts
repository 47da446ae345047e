/** Stores a seed document (see documentFiles.ts) in the attachments module's `files` table. */
import { storeFile } from '../attachments/fileStore.ts';
import { sniffFileKind } from '../attachments/fileTypes.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';
import { makeSeedDocument } from './documentFiles.ts';

/** Returns the new file's key; its bytes are checked as an upload's would be. */
export function storeSeedDocument(db: SandboxDatabase, file: { name: string; title: string; lines: readonly string[]; createdAt: number }): string {
  const data = makeSeedDocument(file.name, file.title, file.lines);
  const kind = sniffFileKind(data, file.name);
  if (!kind) throw new Error(`seed document ${file.name} is of no accepted kind`);
  return storeFile(db, { name: file.name, kind, data, owner: null, createdAt: file.createdAt });
}
