/**
 * Photo wall (照片墙) endpoints of the photo-wall widget: the wall of approved photos with likes, the
 * user's own photos, the daily quota, sending and deleting. Answers widgets/photo-wall/contracts/*.
 */
import type { Hono } from 'hono';
import type { PhotoWallQuotaData } from '../generated/types.ts';
import {
  optionalUser,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  epochSeconds,
  type SandboxServices,
  ownUploadedImage,
  OWN_UPLOAD_MESSAGES,
  pageWindow,
} from '../../../sandbox/kit.ts';
import { PHOTOWALL_DAILY_LIMIT } from './seed.ts';
import { PHOTO_MESSAGES } from './photoMessages.ts';
import { photoWallRoutes } from './photoWallRoutes.ts';

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
  const { routes, members, app } = photoWallRoutes(services);
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
  routes.get('photo-wall.list', (c, { input, ok }) => {
    const { sort = 'latest' } = input;
    const { size, offset } = pageWindow(input, 12);
    const user = optionalUser(c, services.sessions);
    const liked = new Set(user ? likedBy.all(user.username).map((row) => row.photo_id) : []);
    const rows = approvedPage[sort].all(size, offset);
    return ok({
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
    });
  });

  members.post('photo-wall.like', (c, { input, ok }) => {
    const row = photo.get(input.id);
    if (!row || row.status !== 'approved') return replyFail(c, SandboxErrorCode.notFound, PHOTO_MESSAGES.notFound);
    const { username } = c.get('user');
    if (input.like === 1) addLike.run(row.id, username);
    else removeLike.run(row.id, username);
    return ok({ id: row.id, likes: photo.get(row.id)!.likes, liked: isLiked.get(row.id, username)!.n > 0 });
  });

  members.get('photo-wall.mine', (c, { input, ok }) => {
    const { size, offset } = pageWindow(input, 12);
    const { username } = c.get('user');
    return ok({
      total: mineCount.get(username)!.n,
      list: minePage.all(username, size, offset).map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        url: row.url,
        status: row.status,
        ...(row.status === 'rejected' && row.reason ? { reason: row.reason } : {}),
        likes: row.likes,
        createdAt: row.created_at,
      })),
    });
  });

  members.get('photo-wall.quota', (c, { ok }) => ok(quota(c.get('user').username)));

  members.post('photo-wall.submit', (c, { input, ok }) => {
    const user = c.get('user');
    const { url } = input;
    if (!ownUploadedImage(db, url, user.username)) return replyFail(c, SandboxErrorCode.badRequest, OWN_UPLOAD_MESSAGES.noPhoto);
    if (urlUsed.get(url)!.n > 0) return replyFail(c, SandboxErrorCode.badRequest, PHOTO_MESSAGES.sentTwice);
    const { usedToday, dailyLimit } = quota(user.username);
    if (usedToday >= dailyLimit) return replyFail(c, SandboxErrorCode.badRequest, PHOTO_MESSAGES.dailyLimit(dailyLimit));
    const description = (input.description ?? '').trim();
    const { lastInsertRowid } = insert.run(user.username, user.name, input.title.trim(), description, url, epochSeconds(services));
    return ok({ id: Number(lastInsertRowid), status: 'pending' });
  });

  members.post('photo-wall.delete', (c, { input, ok }) => {
    const row = photo.get(input.id);
    // Someone else's photo answers as if it did not exist: ids tell nothing about others' uploads.
    if (!row || row.owner !== c.get('user').username) return replyFail(c, SandboxErrorCode.notFound, PHOTO_MESSAGES.notFound);
    remove.run(row.id);
    return ok({ id: row.id });
  });

  return app();
}
