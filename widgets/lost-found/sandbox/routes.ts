/**
 * Lost and found endpoints (`/api/lost/*`): the published lost and found posts, one's own posts, a post's
 * page, publishing (waiting for review), the reviewer's queue and decision, marking one's post solved.
 * Answers widgets/lost-found/contracts/*.
 */
import type { Hono } from 'hono';
import type { LostFoundListData } from '../generated/types.ts';
import {
  dayOfSeconds,
  epochSeconds,
  grantOfRequest,
  keyedRoutes,
  ownUploadedImage,
  pageWindow,
  replyFail,
  requireGrant,
  requireLogin,
  SandboxErrorCode,
  type LoggedInEnv,
  type SandboxServices,
} from '../../../sandbox/kit.ts';
import { cardNumberIn } from '../cardNumbers.ts';
import { LOST_FOUND_MESSAGES } from './messages.ts';

/** Pictures a post may carry (the publish body's maxItems). */
const MAX_IMAGES = 9;

type Status = 'pending' | 'open' | 'rejected' | 'solved';
type Item = LostFoundListData['list'][number];

interface PostRow {
  id: number;
  kind: Item['kind'];
  category: Item['category'];
  title: string;
  description: string;
  place: string;
  happened_on: string;
  contact: string;
  author: string;
  owner: string | null;
  status: Status;
  reason: string | null;
  created_at: number;
  solved_at: number | null;
  cover: string | null;
  images: number;
}

const WITH_PICTURES = `SELECT p.*,
  (SELECT url FROM lost_found_images WHERE post_id = p.id ORDER BY position LIMIT 1) AS cover,
  (SELECT COUNT(*) FROM lost_found_images WHERE post_id = p.id) AS images
  FROM lost_found_posts p`;

const item = (row: PostRow): Item => ({
  id: row.id,
  kind: row.kind,
  category: row.category,
  title: row.title,
  place: row.place,
  happenedOn: row.happened_on,
  status: row.status,
  author: row.author,
  ...(row.cover ? { cover: row.cover } : {}),
  imageCount: row.images,
  createdAt: row.created_at,
});

export function createLostFoundRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions), requireGrant(services, { message: LOST_FOUND_MESSAGES.forbidden }));

  const post = db.prepare<[number], PostRow>(`${WITH_PICTURES} WHERE p.id = ?`);
  const pictures = db.prepare<[number], { url: string }>('SELECT url FROM lost_found_images WHERE post_id = ? ORDER BY position');
  const insert = db.prepare(`
    INSERT INTO lost_found_posts (kind, category, title, description, place, happened_on, contact, author, owner, status, created_at)
    VALUES (@kind, @category, @title, @description, @place, @happenedOn, @contact, @author, @owner, 'pending', @createdAt)
  `);
  const insertPicture = db.prepare<[number, number, string]>('INSERT INTO lost_found_images (post_id, position, url) VALUES (?, ?, ?)');
  const decide = db.prepare<[Status, string | null, string, number, number]>(
    "UPDATE lost_found_posts SET status = ?, reason = ?, reviewer = ?, reviewed_at = ? WHERE id = ? AND status = 'pending'",
  );
  const pendingOf = db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM lost_found_posts WHERE owner = ? AND status = 'pending'");
  const solve = db.prepare<[number, number]>("UPDATE lost_found_posts SET status = 'solved', solved_at = ? WHERE id = ? AND status = 'open'");

  /** One page of `where` (with its parameters), ordered by `order`. */
  const page = (where: string, params: unknown[], order: string, input: { page?: number; size?: number }): LostFoundListData => {
    const { size, offset } = pageWindow(input, 10);
    const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM lost_found_posts p WHERE ${where}`).get(...params)!.n;
    const rows = db.prepare<unknown[], PostRow>(`${WITH_PICTURES} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, size, offset);
    return { total, list: rows.map(item) };
  };

  routes.get('lost-found.list', (c, { input, ok }) => {
    const { view = 'lost', category } = input;
    if (view === 'mine') return ok(page('p.owner = ?', [c.get('user').username], 'p.created_at DESC, p.id DESC', input));
    const where = `p.kind = ? AND p.status = 'open'${category ? ' AND p.category = ?' : ''}`;
    return ok(page(where, category ? [view, category] : [view], 'p.created_at DESC, p.id DESC', input));
  });

  routes.get('lost-found.pending', (_c, { input, ok }) => ok(page("p.status = 'pending'", [], 'p.created_at ASC, p.id ASC', input)));

  routes.get('lost-found.detail', (c, { input, ok }) => {
    const row = post.get(input.id);
    const { username } = c.get('user');
    const reviewer = grantOfRequest(c, services, { module: 'review' }) === 'open';
    const mine = row?.owner === username;
    // A post not (yet) published is its author's and the reviewers' only.
    if (!row || (row.status !== 'open' && row.status !== 'solved' && !mine && !reviewer))
      return replyFail(c, SandboxErrorCode.notFound, LOST_FOUND_MESSAGES.notFound);
    return ok({
      id: row.id,
      kind: row.kind,
      category: row.category,
      title: row.title,
      description: row.description,
      place: row.place,
      happenedOn: row.happened_on,
      contact: row.contact,
      status: row.status,
      ...(row.status === 'rejected' && row.reason ? { reason: row.reason } : {}),
      author: row.author,
      images: pictures.all(row.id).map((picture) => picture.url),
      createdAt: row.created_at,
      ...(row.solved_at ? { solvedAt: row.solved_at } : {}),
      mine,
      canReview: reviewer && row.status === 'pending',
    });
  });

  routes.get('lost-found.form', (c, { ok }) =>
    ok({ maxImages: MAX_IMAGES, today: dayOfSeconds(epochSeconds(services)), pending: pendingOf.get(c.get('user').username)!.n }),
  );

  routes.post('lost-found.publish', (c, { input, ok }) => {
    const user = c.get('user');
    const title = input.title.trim();
    const description = (input.description ?? '').trim();
    const card = cardNumberIn(title) ?? cardNumberIn(description) ?? cardNumberIn(input.place) ?? cardNumberIn(input.contact);
    if (card) return replyFail(c, SandboxErrorCode.badRequest, card === 'idCard' ? LOST_FOUND_MESSAGES.idCardNumber : LOST_FOUND_MESSAGES.bankCardNumber);
    const now = epochSeconds(services);
    if (input.happenedOn > dayOfSeconds(now)) return replyFail(c, SandboxErrorCode.badRequest, LOST_FOUND_MESSAGES.futureDay);
    const images = input.images ?? [];
    if (images.length > MAX_IMAGES) return replyFail(c, SandboxErrorCode.badRequest, LOST_FOUND_MESSAGES.tooManyImages);
    if (images.some((url) => !ownUploadedImage(db, url, user.username))) return replyFail(c, SandboxErrorCode.badRequest, LOST_FOUND_MESSAGES.notOwnImage);
    const id = db.transaction(() => {
      const { lastInsertRowid } = insert.run({
        kind: input.kind,
        category: input.category,
        title,
        description,
        place: input.place.trim(),
        happenedOn: input.happenedOn,
        contact: input.contact.trim(),
        author: user.name,
        owner: user.username,
        createdAt: now,
      });
      [...new Set(images)].forEach((url, position) => insertPicture.run(Number(lastInsertRowid), position, url));
      return Number(lastInsertRowid);
    })();
    return ok({ id, status: 'pending' });
  });

  routes.post('lost-found.review', (c, { input, ok }) => {
    const row = post.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, LOST_FOUND_MESSAGES.notFound);
    if (row.status !== 'pending') return replyFail(c, SandboxErrorCode.badRequest, LOST_FOUND_MESSAGES.reviewed);
    const note = (input.note ?? '').trim();
    if (input.action === 'reject' && !note) return replyFail(c, SandboxErrorCode.badRequest, LOST_FOUND_MESSAGES.reasonMissing);
    const status = input.action === 'approve' ? 'open' : 'rejected';
    decide.run(status, status === 'rejected' ? note : null, c.get('user').username, epochSeconds(services), row.id);
    return ok({ id: row.id, status });
  });

  routes.post('lost-found.solve', (c, { input, ok }) => {
    const row = post.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, LOST_FOUND_MESSAGES.notFound);
    if (row.owner !== c.get('user').username) return replyFail(c, SandboxErrorCode.forbidden, LOST_FOUND_MESSAGES.notYours);
    if (row.status !== 'open') return replyFail(c, SandboxErrorCode.badRequest, LOST_FOUND_MESSAGES.notOpen);
    solve.run(epochSeconds(services), row.id);
    return ok({ id: row.id, status: 'solved' });
  });

  return routes.app;
}
