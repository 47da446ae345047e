/**
 * Photos are sent in two steps: the file through the upload calls, then its URL with the form. The URL
 * must name an image the same user uploaded: nobody can hang someone else's file, a document or an
 * outside address on the wall.
 */
import { FILE_KEY_PATTERN } from '../attachments/fileStore.ts';
import type { InThreeLanguages, LocalMessage } from '../envelope.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';

/** The photo and text refusals, in the three languages (the reader gets theirs through replyFail). */
export const OWN_UPLOAD_MESSAGES = {
  noPhoto: { zh: '请先上传照片', en: 'Upload the photo first', tw: '請先上傳照片' },
  /** `label` as the form names the field; en reads it after "the" (`title`, `description`). */
  missing: (label: InThreeLanguages): InThreeLanguages => ({ zh: `请填写${label.zh}`, en: `Enter the ${label.en}`, tw: `請填寫${label.tw}` }),
  tooLong: (label: InThreeLanguages, max: number): InThreeLanguages => ({
    zh: `${label.zh}不能超过 ${max} 个字`,
    en: `The ${label.en} can be at most ${max} characters`,
    tw: `${label.tw}不能超過 ${max} 個字`,
  }),
} as const;

/** The missing photo's refusal in zh (callers that keep their own three-language table read it). */
export const OWN_UPLOAD_MESSAGE = OWN_UPLOAD_MESSAGES.noPhoto.zh;

/** The stored key of `url` when it is an image `username` uploaded, else undefined. */
export function ownUploadedImage(db: SandboxDatabase, url: string | undefined, username: string): string | undefined {
  const key = url?.match(/^\/site\/attach\?file=(.+)$/)?.[1];
  if (!key || !FILE_KEY_PATTERN.test(key)) return undefined;
  const file = db.prepare<[string], { owner: string | null; type: string }>('SELECT owner, type FROM files WHERE key = ?').get(key);
  return file && file.owner === username && file.type.startsWith('image/') ? key : undefined;
}

/**
 * Trimmed text of at most `max` characters (counted as the user sees them), or why not: in the three
 * languages when `label` is, in zh when the caller still names the field in zh only.
 */
export function checkText(
  raw: string | undefined,
  label: LocalMessage,
  { min, max }: { min: number; max: number },
): { ok: true; value: string } | { ok: false; message: LocalMessage } {
  const value = (raw ?? '').trim();
  const length = [...value].length;
  // A label in zh only (a caller not yet in three languages) keeps the whole message zh, as before.
  const named = typeof label === 'string' ? { zh: label, en: label, tw: label } : label;
  const words = (message: InThreeLanguages): LocalMessage => (typeof label === 'string' ? message.zh : message);
  if (length < min) return { ok: false, message: words(OWN_UPLOAD_MESSAGES.missing(named)) };
  if (length > max) return { ok: false, message: words(OWN_UPLOAD_MESSAGES.tooLong(named, max)) };
  return { ok: true, value };
}
