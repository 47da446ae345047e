/**
 * Puts the seed's pictures and clips into the attachments store (table `files`), so they are served like
 * any upload at `/site/attach?file=…`. Runs inside the media modules' migrations, after the attachments
 * module's (sandbox/modules/index.ts).
 */
import { readFileSync } from 'node:fs';
import { attachmentUrl, storeFile } from '../../attachments/fileStore.ts';
import { sniffFileKind, type FileKind } from '../../attachments/fileTypes.ts';
import type { SandboxDatabase } from '../../sandboxDatabase.ts';
import { scenePng, seedScene } from './scenePng.ts';

/** WebM is not an upload type (users cannot send video): the seed names its kind itself. */
const WEBM: FileKind = { type: 'video/webm', extension: 'webm', inline: true, image: false };

/** Stores the n-th seed picture as `name`; answers its URL. */
export function storeSeedPicture(db: SandboxDatabase, n: number, name: string, createdAt: number, owner: string | null = null): string {
  const data = scenePng(seedScene(n));
  const kind = sniffFileKind(data, name)!;
  return attachmentUrl(storeFile(db, { name, kind, data, owner, createdAt }));
}

const clips = new Map<string, Buffer>();

/** Stores one of the committed clips (media/<clip>.webm); answers its URL. */
export function storeSeedClip(db: SandboxDatabase, clip: string, createdAt: number): string {
  let data = clips.get(clip);
  if (!data) {
    data = readFileSync(new URL(`./${clip}.webm`, import.meta.url));
    clips.set(clip, data);
  }
  return attachmentUrl(storeFile(db, { name: `${clip}.webm`, kind: WEBM, data, owner: null, createdAt }));
}
