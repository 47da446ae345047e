/**
 * Photo wall (照片墙) endpoints of the photo-wall widget: the wall of approved photos with likes, the
 * user's own photos, the daily quota, sending and deleting. Answers widgets/photo-wall/contracts/*.
 */
import type { Hono } from 'hono';
import type { PhotoWallListData, PhotoWallMineData, PhotoWallQuotaData } from '../generated/types.ts';
import {
  optionalUser,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  replyOk,
  SandboxErrorCode,
  parseEnumParam,
  parseIdParam,
  readBody,
  textField,
  epochSeconds,
  type SandboxServices,
  checkText,
  ownUploadedImage,
  OWN_UPLOAD_MESSAGES,
  parsePageParams,
  keyedRoutes,
} from '../../../sandbox/kit.ts';
import { PHOTOWALL_DAILY_LIMIT } from './seed.ts';
import { PHOTO_FIELDS, PHOTO_MESSAGES } from './photoMessages.ts';

export const PHOTOWALL_PAGE_SIZE = { fallback: 12, max: 48 } as const;
export const PHOTO_TITLE_MAX = 30;
export const PHOTO_DESCRIPTION_MAX = 200;

/** Midnight in China (UTC+8) of the day `seconds` falls in: the daily limit's day. */
export function chinaDayStart(seconds: number): number {
  const offset = 8 * 3_600;
  return Math.floor((seconds + offset) / 86_400) * 86_400 - offset;
}

interface PhotoRow {
  id: number;
  owner: string | null;
  author: string;
  title: string;
  description: string;
  url: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: number;
  likes: number;
}

const WITH_LIKES = 'SELECT photos.*, (SELECT COUNT(*) FROM photo_likes WHERE photo_id = photos.id) AS likes FROM photos';

export function createPhotoWallRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  const approvedCount = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM photos WHERE status = 'approved'");
  const approvedPage = {
    latest: db.prepare<[number, number], PhotoRow>(`${WITH_LIKES} WHERE status = 'approved' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`),
    popular: db.prepare<[number, number], PhotoRow>(`${WITH_LIKES} WHERE status = 'approved' ORDER BY likes DESC, created_at DESC, id DESC LIMIT ? OFFSET ?`),
  };
  const likedBy = db.prepare<[string], { photo_id: number }>('SELECT photo_id FROM photo_likes WHERE username = ?');
  const photo = db.prepare<[number], PhotoRow>(`${WITH_LIKES} WHERE id = ?`);
  const addLike = db.prepare<[number, string]>('INSERT OR IGNORE INTO photo_likes (photo_id, username) VALUES (?, ?)');
  const removeLike = db.prepare<[number, string]>('DELETE FROM photo_likes WHERE photo_id = ? AND username = ?');
  const isLiked = db.prepare<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM photo_likes WHERE photo_id = ? AND username = ?');
  const mineCount = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM photos WHERE owner = ?');
  const minePage = db.prepare<[string, number, number], PhotoRow>(`${WITH_LIKES} WHERE owner = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  const sentSince = db.prepare<[string, number], { n: number }>('SELECT COUNT(*) AS n FROM photos WHERE owner = ? AND created_at >= ?');
  const pendingOf = db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM photos WHERE owner = ? AND status = 'pending'");
  const urlUsed = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM photos WHERE url = ?');
  const insert = db.prepare<[string, string, string, string, string, number]>(
    "INSERT INTO photos (owner, author, title, description, url, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)",
  );
  const remove = db.prepare<[number]>('DELETE FROM photos WHERE id = ?');

  const quota = (username: string): PhotoWallQuotaData => ({
    dailyLimit: PHOTOWALL_DAILY_LIMIT,
    usedToday: sentSince.get(username, chinaDayStart(epochSeconds(services)))!.n,
    pending: pendingOf.get(username)!.n,
  });

  // The wall is public; a logged-in visitor also learns which photos they like.
  routes.get('photo-wall.list', (c) => {
    const paging = parsePageParams(c, { defaultSize: PHOTOWALL_PAGE_SIZE.fallback, maxSize: PHOTOWALL_PAGE_SIZE.max });
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const sort = parseEnumParam(c.req.query('sort'), 'sort', ['latest', 'popular'] as const);
    if (!sort.ok) return replyFail(c, SandboxErrorCode.badRequest, sort.message);
    const user = optionalUser(c, services.sessions);
    const liked = new Set(user ? likedBy.all(user.username).map((row) => row.photo_id) : []);
    const rows = approvedPage[sort.value ?? 'latest'].all(paging.value.size, paging.value.offset);
    const data: PhotoWallListData = {
      total: approvedCount.get()!.n,
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        url: row.url,
        author: row.author,
        likes: row.likes,
        liked: liked.has(row.id),
        createdAt: row.created_at,
      })),
    };
    return replyOk(c, data);
  });

  routes.post('photo-wall.like', requireLogin(services.sessions), async (c) => {
    const body = await readBody(c);
    if (!body.ok) return replyFail(c, SandboxErrorCode.badRequest, body.message);
    const id = parseIdParam(textField(body.body, 'id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const like = textField(body.body, 'like');
    if (like !== '1' && like !== '0') return replyFail(c, SandboxErrorCode.badRequest, PHOTO_MESSAGES.badLike);
    const row = photo.get(id.value);
    if (!row || row.status !== 'approved') return replyFail(c, SandboxErrorCode.notFound, PHOTO_MESSAGES.notFound);
    const { username } = c.get('user');
    if (like === '1') addLike.run(row.id, username);
    else removeLike.run(row.id, username);
    return replyOk(c, { id: row.id, likes: photo.get(row.id)!.likes, liked: isLiked.get(row.id, username)!.n > 0 });
  });

  routes.get('photo-wall.mine', requireLogin(services.sessions), (c) => {
    const paging = parsePageParams(c, { defaultSize: PHOTOWALL_PAGE_SIZE.fallback, maxSize: PHOTOWALL_PAGE_SIZE.max });
    if (!paging.ok) return replyFail(c, SandboxErrorCode.badRequest, paging.message);
    const { username } = c.get('user');
    const data: PhotoWallMineData = {
      total: mineCount.get(username)!.n,
      list: minePage.all(username, paging.value.size, paging.value.offset).map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        url: row.url,
        status: row.status,
        ...(row.status === 'rejected' && row.reason ? { reason: row.reason } : {}),
        likes: row.likes,
        createdAt: row.created_at,
      })),
    };
    return replyOk(c, data);
  });

  routes.get('photo-wall.quota', requireLogin(services.sessions), (c) => replyOk(c, quota(c.get('user').username)));

  routes.post('photo-wall.submit', requireLogin(services.sessions), async (c) => {
    const body = await readBody(c);
    if (!body.ok) return replyFail(c, SandboxErrorCode.badRequest, body.message);
    const user = c.get('user');
    const title = checkText(textField(body.body, 'title'), PHOTO_FIELDS.title, { min: 1, max: PHOTO_TITLE_MAX });
    if (!title.ok) return replyFail(c, SandboxErrorCode.badRequest, title.message);
    const description = checkText(textField(body.body, 'description'), PHOTO_FIELDS.description, { min: 0, max: PHOTO_DESCRIPTION_MAX });
    if (!description.ok) return replyFail(c, SandboxErrorCode.badRequest, description.message);
    const url = textField(body.body, 'url');
    if (!ownUploadedImage(db, url, user.username)) return replyFail(c, SandboxErrorCode.badRequest, OWN_UPLOAD_MESSAGES.noPhoto);
    if (urlUsed.get(url!)!.n > 0) return replyFail(c, SandboxErrorCode.badRequest, PHOTO_MESSAGES.sentTwice);
    const { usedToday, dailyLimit } = quota(user.username);
    if (usedToday >= dailyLimit) return replyFail(c, SandboxErrorCode.badRequest, PHOTO_MESSAGES.dailyLimit(dailyLimit));
    const { lastInsertRowid } = insert.run(user.username, user.name, title.value, description.value, url!, epochSeconds(services));
    return replyOk(c, { id: Number(lastInsertRowid), status: 'pending' as const });
  });

  routes.post('photo-wall.delete', requireLogin(services.sessions), async (c) => {
    const body = await readBody(c);
    if (!body.ok) return replyFail(c, SandboxErrorCode.badRequest, body.message);
    const id = parseIdParam(textField(body.body, 'id'));
    if (!id.ok) return replyFail(c, SandboxErrorCode.badRequest, id.message);
    const row = photo.get(id.value);
    // Someone else's photo answers as if it did not exist: ids tell nothing about others' uploads.
    if (!row || row.owner !== c.get('user').username) return replyFail(c, SandboxErrorCode.notFound, PHOTO_MESSAGES.notFound);
    remove.run(row.id);
    return replyOk(c, { id: row.id });
  });

  return routes.app;
}
