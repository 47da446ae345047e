/**
 * Photos are sent in two steps: the file through the upload calls, then its URL with the form. The URL
 * must name an image the same user uploaded: nobody can hang someone else's file, a document or an
 * outside address on the wall.
 */
import { FILE_KEY_PATTERN } from '../attachments/fileStore.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';

export const OWN_UPLOAD_MESSAGE = '请先上传照片';

/** The stored key of `url` when it is an image `username` uploaded, else undefined. */
export function ownUploadedImage(db: SandboxDatabase, url: string | undefined, username: string): string | undefined {
  const key = url?.match(/^\/site\/attach\?file=(.+)$/)?.[1];
  if (!key || !FILE_KEY_PATTERN.test(key)) return undefined;
  const file = db.prepare<[string], { owner: string | null; type: string }>('SELECT owner, type FROM files WHERE key = ?').get(key);
  return file && file.owner === username && file.type.startsWith('image/') ? key : undefined;
}

/** Trimmed text of at most `max` characters (counted as the user sees them), or a zh message. */
export function checkText(
  raw: string | undefined,
  label: string,
  { min, max }: { min: number; max: number },
): { ok: true; value: string } | { ok: false; message: string } {
  const value = (raw ?? '').trim();
  const length = [...value].length;
  if (length < min) return { ok: false, message: `请填写${label}` };
  if (length > max) return { ok: false, message: `${label}不能超过 ${max} 个字` };
  return { ok: true, value };
}
