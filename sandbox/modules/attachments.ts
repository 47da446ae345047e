/**
 * Uploads and attachments (legacy-portal §7): `POST /api/upload/index` (multipart, field `file`),
 * `POST /api/upload/bybase64` (field `image`, a `data:image/…;base64,` URL; field `name` optional) and
 * `GET /site/attach?file=all/…` to read a stored file back. Uploading needs a login; reading does not (the
 * key is unguessable, as the school's own attachment links are).
 *
 * Answer of both uploads: d = { url, name, size, type } (runtime/app/upload's UploadedFile).
 * Every file is checked by its bytes (attachments/fileTypes.ts) and size; other modules seed their
 * documents with `storeFile` from a migration that runs after this module's.
 */
import { Hono, type Context } from 'hono';
import { withoutBidiControls } from '../../runtime/shared/bidiControls.ts';
import { bodyLimit } from 'hono/body-limit';
import { sniffFileKind, UPLOAD_LIMITS, type FileKind } from '../attachments/fileTypes.ts';
import { attachmentUrl, cleanFileName, readStoredFile, storeFile } from '../attachments/fileStore.ts';
import { requireLogin, type LoggedInEnv } from '../auth/sessions.ts';
import { messageFor, replyFail, replyOk, SandboxErrorCode, type InThreeLanguages } from '../envelope.ts';
import { textField } from '../requestBody.ts';
import { epochSeconds, type SandboxServices } from '../services.ts';
import type { SandboxModule } from './sandboxModule.ts';

/** The uploads' refusals, in the three languages (the reader gets theirs through replyFail). */
export const UPLOAD_MESSAGES = {
  noFile: { zh: '请选择要上传的文件', en: 'Choose a file to upload', tw: '請選擇要上傳的檔案' },
  badType: {
    zh: '不支持该文件类型，请上传 JPG、PNG、GIF、WEBP 图片或 PDF、Word、Excel、PPT 文档',
    en: 'This type of file is not supported. Upload a JPG, PNG, GIF or WEBP image, or a PDF, Word, Excel or PowerPoint document',
    tw: '不支援此檔案類型，請上傳 JPG、PNG、GIF、WEBP 圖片或 PDF、Word、Excel、PPT 文件',
  },
  notImage: { zh: '请上传 JPG、PNG、GIF 或 WEBP 格式的图片', en: 'Upload a JPG, PNG, GIF or WEBP image', tw: '請上傳 JPG、PNG、GIF 或 WEBP 格式的圖片' },
  tooLarge: (limit: number): InThreeLanguages => ({
    zh: `文件过大，请上传不超过 ${Math.round(limit / 1024 / 1024)} MB 的文件`,
    en: `The file is too large. Upload a file of at most ${Math.round(limit / 1024 / 1024)} MB`,
    tw: `檔案過大，請上傳不超過 ${Math.round(limit / 1024 / 1024)} MB 的檔案`,
  }),
  badBase64: { zh: '图片数据无效', en: 'The image data is not valid', tw: '圖片資料無效' },
  /** Plain text, not an envelope: the browser opens an attachment's link itself. */
  attachmentGone: { zh: '附件不存在或已被删除', en: 'This attachment does not exist or has been deleted', tw: '附件不存在或已被刪除' },
} as const;

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

/** A base64 data URL of at most the image limit, plus the form around it. */
/** An upload's whole body: the largest document as base64 (bybase64), with the form around it. */
export const UPLOAD_MAX_BODY_BYTES = Math.ceil((UPLOAD_LIMITS.documentBytes * 4) / 3) + 64 * 1024;

function checkSize(kind: FileKind, size: number): InThreeLanguages | undefined {
  const limit = kind.image ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.documentBytes;
  return size > limit ? UPLOAD_MESSAGES.tooLarge(limit) : undefined;
}

function createUploadRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const routes = new Hono<LoggedInEnv>();
  routes.use('*', requireLogin(services.sessions));
  routes.use(
    '*',
    bodyLimit({
      maxSize: UPLOAD_MAX_BODY_BYTES,
      onError: (c) => replyFail(c, SandboxErrorCode.payloadTooLarge, UPLOAD_MESSAGES.tooLarge(UPLOAD_LIMITS.documentBytes), 413),
    }),
  );

  const save = (c: Context<LoggedInEnv>, name: string, kind: FileKind, data: Uint8Array) => {
    const key = storeFile(services.db, { name, kind, data, owner: c.get('user').username, createdAt: epochSeconds(services) });
    return replyOk<UploadedFile>(c, { url: attachmentUrl(key), name, size: data.byteLength, type: kind.type });
  };

  routes.post('/index', async (c) => {
    const form = await c.req.parseBody().catch(() => undefined);
    const file = form?.file;
    if (!(file instanceof File) || file.size === 0) return replyFail(c, SandboxErrorCode.badRequest, UPLOAD_MESSAGES.noFile);
    const data = new Uint8Array(await file.arrayBuffer());
    const kind = sniffFileKind(data, file.name);
    if (!kind) return replyFail(c, SandboxErrorCode.badRequest, UPLOAD_MESSAGES.badType);
    const tooLarge = checkSize(kind, data.byteLength);
    if (tooLarge) return replyFail(c, SandboxErrorCode.badRequest, tooLarge);
    return save(c, cleanFileName(file.name, `upload.${kind.extension}`), kind, data);
  });

  routes.post('/bybase64', async (c) => {
    const form = await c.req.parseBody().catch(() => undefined);
    const dataUrl = form ? textField(form, 'image') : undefined;
    const match = dataUrl?.match(/^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]+={0,2})$/);
    if (!dataUrl) return replyFail(c, SandboxErrorCode.badRequest, UPLOAD_MESSAGES.noFile);
    if (!match) return replyFail(c, SandboxErrorCode.badRequest, UPLOAD_MESSAGES.badBase64);
    const data = new Uint8Array(Buffer.from(match[1]!, 'base64'));
    const kind = sniffFileKind(data, '');
    if (!kind?.image) return replyFail(c, SandboxErrorCode.badRequest, UPLOAD_MESSAGES.notImage);
    const tooLarge = checkSize(kind, data.byteLength);
    if (tooLarge) return replyFail(c, SandboxErrorCode.badRequest, tooLarge);
    const name = cleanFileName(textField(form!, 'name') ?? '', `image.${kind.extension}`);
    return save(c, name, kind, data);
  });
  return routes;
}

/** `GET /site/attach?file=all/…`: the stored bytes, as what they are, never as a page of the portal. */
function serveAttachment(services: SandboxServices) {
  return (c: Context) => {
    const stored = readStoredFile(services.db, c.req.query('file') ?? '');
    if (!stored) return c.text(messageFor(c, UPLOAD_MESSAGES.attachmentGone), 404);
    const kind = sniffFileKind(stored.data, stored.name);
    const disposition = kind?.inline ? 'inline' : 'attachment';
    return new Response(new Uint8Array(stored.data), {
      headers: {
        'Content-Type': stored.type,
        'Content-Length': String(stored.size),
        // Names are stored without bidirectional controls (cleanFileName); a row from before that is cleaned here too.
        'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(withoutBidiControls(stored.name))}`,
        'X-Content-Type-Options': 'nosniff',
        // A stored file is never a document that may run script on the portal's origin.
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        'Cache-Control': 'private, max-age=86400, immutable',
      },
    });
  };
}

export const attachmentsModule: SandboxModule = {
  name: 'attachments',
  migrations: [
    {
      version: 1,
      description: "files: uploads and the file libraries' documents, served at /site/attach?file=…",
      up(db) {
        db.exec(`
          CREATE TABLE IF NOT EXISTS files (
            id         INTEGER PRIMARY KEY,
            key        TEXT    NOT NULL UNIQUE,
            name       TEXT    NOT NULL,
            type       TEXT    NOT NULL,
            size       INTEGER NOT NULL,
            data       BLOB    NOT NULL,
            owner      TEXT,
            created_at INTEGER NOT NULL
          );
        `);
      },
    },
  ],
  mount(api, services, root) {
    api.route('/upload', createUploadRoutes(services));
    // In process the host hands `/site/attach` over unchanged; behind API_TARGET it arrives as `/api/site/attach`.
    root.get('/site/attach', serveAttachment(services));
    api.get('/site/attach', serveAttachment(services));
  },
};
