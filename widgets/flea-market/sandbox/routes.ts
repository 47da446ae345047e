/**
 * Flea market endpoints (`/api/fleamarket/*`): the listings on sale, mine and my favourites, a listing's
 * page, publishing, the seller's on sale → reserved → sold, favourites, a buyer's "I want it" (which shows
 * the seller's contact) and the moderator's take-down with a reason. Answers widgets/flea-market/contracts/*.
 */
import type { Hono } from 'hono';
import type { FleaMarketListData } from '../generated/types.ts';
import {
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
import { MAX_PRICE_FEN } from '../price.ts';
import { FLEA_MARKET_MESSAGES } from './messages.ts';

/** Pictures a listing may carry (the publish body's maxItems). */
const MAX_IMAGES = 9;

type Item = FleaMarketListData['list'][number];
type Status = Item['status'];

interface ListingRow {
  id: number;
  title: string;
  category: Item['category'];
  condition: Item['condition'];
  price_fen: number;
  description: string;
  contact: string;
  seller: string;
  owner: string | null;
  status: Status;
  removed_reason: string | null;
  created_at: number;
  cover: string | null;
  favourites: number;
  favourited: number;
}

/** Listings with their cover, favourite count and whether the reader (the one parameter) favourited them. */
const WITH_COUNTS = `SELECT l.*,
  (SELECT url FROM flea_images WHERE listing_id = l.id ORDER BY position LIMIT 1) AS cover,
  (SELECT COUNT(*) FROM flea_favourites WHERE listing_id = l.id) AS favourites,
  EXISTS (SELECT 1 FROM flea_favourites WHERE listing_id = l.id AND username = @reader) AS favourited
  FROM flea_listings l`;

const item = (row: ListingRow): Item => ({
  id: row.id,
  title: row.title,
  category: row.category,
  condition: row.condition,
  priceFen: row.price_fen,
  status: row.status,
  ...(row.cover ? { cover: row.cover } : {}),
  seller: row.seller,
  createdAt: row.created_at,
  favourites: row.favourites,
  favourited: row.favourited === 1,
});

/** The seller's moves: from each state, the states they may set. */
const MOVES: Record<Status, readonly Status[]> = { onSale: ['reserved', 'sold'], reserved: ['onSale', 'sold'], sold: [], removed: [] };

export function createFleaMarketRoutes(services: SandboxServices): Hono<LoggedInEnv> {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions), requireGrant(services, { message: FLEA_MARKET_MESSAGES.forbidden }));

  const listing = db.prepare<{ id: number; reader: string }, ListingRow>(`${WITH_COUNTS} WHERE l.id = @id`);
  const pictures = db.prepare<[number], { url: string }>('SELECT url FROM flea_images WHERE listing_id = ? ORDER BY position');
  const buyers = db.prepare<[number], { name: string }>('SELECT name FROM flea_interests WHERE listing_id = ? ORDER BY at, username');
  const interestOf = db.prepare<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM flea_interests WHERE listing_id = ? AND username = ?');
  const interests = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM flea_interests WHERE listing_id = ?');
  const addInterest = db.prepare<[number, string, string, number]>('INSERT OR IGNORE INTO flea_interests (listing_id, username, name, at) VALUES (?, ?, ?, ?)');
  const insert = db.prepare(`
    INSERT INTO flea_listings (title, category, condition, price_fen, description, contact, seller, owner, status, created_at)
    VALUES (@title, @category, @condition, @priceFen, @description, @contact, @seller, @owner, 'onSale', @createdAt)
  `);
  const insertPicture = db.prepare<[number, number, string]>('INSERT INTO flea_images (listing_id, position, url) VALUES (?, ?, ?)');
  const move = db.prepare<[Status, number, number, Status]>('UPDATE flea_listings SET status = ?, changed_at = ? WHERE id = ? AND status = ?');
  const takeDown = db.prepare<[string, string, number, number]>(
    "UPDATE flea_listings SET status = 'removed', removed_reason = ?, removed_by = ?, changed_at = ? WHERE id = ? AND status IN ('onSale', 'reserved')",
  );
  const onSaleOf = db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM flea_listings WHERE owner = ? AND status IN ('onSale', 'reserved')");
  const addFavourite = db.prepare<[number, string]>('INSERT OR IGNORE INTO flea_favourites (listing_id, username) VALUES (?, ?)');
  const removeFavourite = db.prepare<[number, string]>('DELETE FROM flea_favourites WHERE listing_id = ? AND username = ?');

  const moderator = (c: Parameters<typeof grantOfRequest>[0]) => grantOfRequest(c, services, { module: 'moderate' }) === 'open';
  /** The listing as the reader may see it: a removed one only to its seller and moderators. */
  const visible = (c: Parameters<typeof grantOfRequest>[0], id: number, reader: string) => {
    const row = listing.get({ id, reader });
    if (!row) return undefined;
    return row.status !== 'removed' || row.owner === reader || moderator(c) ? row : undefined;
  };

  routes.get('flea-market.list', (c, { input, ok }) => {
    const { view = 'all', category } = input;
    const reader = c.get('user').username;
    const { size, offset } = pageWindow(input, 12);
    const where =
      view === 'mine'
        ? 'l.owner = @reader'
        : view === 'favourites'
          ? 'EXISTS (SELECT 1 FROM flea_favourites WHERE listing_id = l.id AND username = @reader)'
          : `l.status IN ('onSale', 'reserved')${category ? ' AND l.category = @category' : ''}`;
    const params = { reader, category: category ?? null };
    const total = db.prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n FROM flea_listings l WHERE ${where}`).get(params)!.n;
    const rows = db
      .prepare<typeof params & { size: number; offset: number }, ListingRow>(
        `${WITH_COUNTS} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT @size OFFSET @offset`,
      )
      .all({ ...params, size, offset });
    return ok({ total, list: rows.map(item) } satisfies FleaMarketListData);
  });

  routes.get('flea-market.detail', (c, { input, ok }) => {
    const reader = c.get('user').username;
    const row = visible(c, input.id, reader);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, FLEA_MARKET_MESSAGES.notFound);
    const mine = row.owner === reader;
    const interested = interestOf.get(row.id, reader)!.n > 0;
    const mayModerate = moderator(c);
    return ok({
      ...item(row),
      description: row.description,
      images: pictures.all(row.id).map((picture) => picture.url),
      ...(mine || interested || mayModerate ? { contact: row.contact } : {}),
      interests: interests.get(row.id)!.n,
      interested,
      ...(mine ? { buyers: buyers.all(row.id).map((buyer) => buyer.name) } : {}),
      ...(row.status === 'removed' && row.removed_reason ? { removedReason: row.removed_reason } : {}),
      mine,
      canModerate: mayModerate && (row.status === 'onSale' || row.status === 'reserved'),
    });
  });

  routes.get('flea-market.form', (c, { ok }) => ok({ maxImages: MAX_IMAGES, maxPriceFen: MAX_PRICE_FEN, onSale: onSaleOf.get(c.get('user').username)!.n }));

  routes.post('flea-market.publish', (c, { input, ok }) => {
    const user = c.get('user');
    const images = input.images ?? [];
    if (images.length > MAX_IMAGES) return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.tooManyImages);
    if (images.some((url) => !ownUploadedImage(db, url, user.username))) return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.notOwnImage);
    const id = db.transaction(() => {
      const { lastInsertRowid } = insert.run({
        title: input.title.trim(),
        category: input.category,
        condition: input.condition,
        priceFen: input.priceFen,
        description: (input.description ?? '').trim(),
        contact: input.contact.trim(),
        seller: user.name,
        owner: user.username,
        createdAt: epochSeconds(services),
      });
      [...new Set(images)].forEach((url, position) => insertPicture.run(Number(lastInsertRowid), position, url));
      return Number(lastInsertRowid);
    })();
    return ok({ id, status: 'onSale' });
  });

  routes.post('flea-market.status', (c, { input, ok }) => {
    const reader = c.get('user').username;
    const row = visible(c, input.id, reader);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, FLEA_MARKET_MESSAGES.notFound);
    if (row.owner !== reader) return replyFail(c, SandboxErrorCode.forbidden, FLEA_MARKET_MESSAGES.notSeller);
    if (row.status === 'removed') return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.removed);
    if (row.status === 'sold') return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.sold);
    if (row.status === input.status) return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.sameStatus);
    if (!MOVES[row.status].includes(input.status)) return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.sameStatus);
    move.run(input.status, epochSeconds(services), row.id, row.status);
    return ok({ id: row.id, status: input.status });
  });

  routes.post('flea-market.favourite', (c, { input, ok }) => {
    const reader = c.get('user').username;
    const row = visible(c, input.id, reader);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, FLEA_MARKET_MESSAGES.notFound);
    if (input.on === 1) addFavourite.run(row.id, reader);
    else removeFavourite.run(row.id, reader);
    const after = listing.get({ id: row.id, reader })!;
    return ok({ id: row.id, favourites: after.favourites, favourited: after.favourited === 1 });
  });

  routes.post('flea-market.interest', (c, { input, ok }) => {
    const user = c.get('user');
    const row = visible(c, input.id, user.username);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, FLEA_MARKET_MESSAGES.notFound);
    if (row.owner === user.username) return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.ownListing);
    const already = interestOf.get(row.id, user.username)!.n > 0;
    if (!already && row.status !== 'onSale') return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.notForSale);
    addInterest.run(row.id, user.username, user.name, epochSeconds(services));
    return ok({ id: row.id, interests: interests.get(row.id)!.n, contact: row.contact });
  });

  routes.post('flea-market.takeDown', (c, { input, ok }) => {
    const row = listing.get({ id: input.id, reader: '' });
    if (!row) return replyFail(c, SandboxErrorCode.notFound, FLEA_MARKET_MESSAGES.notFound);
    if (row.status !== 'onSale' && row.status !== 'reserved') return replyFail(c, SandboxErrorCode.badRequest, FLEA_MARKET_MESSAGES.alreadyDown);
    takeDown.run(input.reason.trim(), c.get('user').username, epochSeconds(services), row.id);
    return ok({ id: row.id, status: 'removed' });
  });

  return routes.app;
}
