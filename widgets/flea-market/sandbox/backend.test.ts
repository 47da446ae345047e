/**
 * The flea market endpoints (flea-market widget): listings on sale and reserved by category, mine and my
 * favourites, publishing in fen with one's own pictures, the seller's on sale → reserved → sold, a buyer's
 * favourite and "I want it" (showing the contact), the moderator's take-down with a reason the seller
 * reads; every answer against its contract.
 */
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller, scenePng, seedScene, type KeyedCaller } from '../../../sandbox/testing.ts';
import type { FleaMarketPublishBody } from '../generated/types.ts';
import { FLEA_MARKET_MESSAGES } from './messages.ts';
import { SEED_LISTINGS } from './seed.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);

async function uploadPng(user: KeyedCaller, n = 1): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(scenePng(seedScene(n), 40, 30))], `商品${n}.png`, { type: 'image/png' }));
  const response = await env.sandbox.app.fetch(
    new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie: user.cookie } }),
  );
  return ((await response.json()) as Envelope<{ url: string }>).d.url;
}

const lamp = (extra: Partial<FleaMarketPublishBody> = {}): FleaMarketPublishBody => ({
  title: '宿舍折叠台灯',
  category: 'appliances',
  condition: 'likeNew',
  priceFen: 2990,
  description: '用了一学期，三档亮度。',
  contact: '微信 lamp2026',
  ...extra,
});

const idOf = (title: string) => SEED_LISTINGS.findIndex((listing) => listing.title === title) + 1;

describe('flea-market.list', () => {
  it('shows what is on sale or reserved, newest first, by category', async () => {
    const student = await as('student');
    const all = await student.get('flea-market.list', { size: 48 });
    expectContract('flea-market.list', all.d);
    const shown = SEED_LISTINGS.filter((l) => l.status === 'onSale' || l.status === 'reserved');
    expect(all.d.list.map((l) => l.title).sort()).toEqual(shown.map((l) => l.title).sort());
    const books = await student.get('flea-market.list', { category: 'textbooks' });
    expect(books.d.list.every((l) => l.category === 'textbooks')).toBe(true);
    expect(books.d.list.find((l) => l.title.startsWith('高等数学'))).toMatchObject({ priceFen: 2500, favourited: true, favourites: 4 });
  });

  it('shows mine in every state and my favourites', async () => {
    const student = await as('student');
    const mine = await student.get('flea-market.list', { view: 'mine' });
    expect(mine.d.list.map((l) => l.status).sort()).toEqual(['onSale', 'removed', 'reserved', 'sold']);
    const favourites = await student.get('flea-market.list', { view: 'favourites' });
    expect(favourites.d.list.map((l) => l.title).sort()).toEqual(['LED 护眼台灯', '高等数学（同济第七版）上下册']);
  });

  it('needs a login', async () => {
    expect((await keyedCaller(env.sandbox.app).get('flea-market.list', {})).e).toBe(10013);
  });
});

describe('selling', () => {
  it('a student lists an item, another favourites it and wants it, the seller reserves then sells it', async () => {
    const seller = await as('student');
    const picture = await uploadPng(seller);
    const sent = await seller.post('flea-market.publish', lamp({ images: [picture] }));
    expectContract('flea-market.publish', sent.d);
    const { id } = sent.d;

    const buyer = await as('freshman');
    const before = await buyer.get('flea-market.detail', { id });
    expectContract('flea-market.detail', before.d);
    expect([before.d.priceFen, before.d.images, before.d.contact, before.d.mine]).toEqual([2990, [picture], undefined, false]);
    const favourite = await buyer.post('flea-market.favourite', { id, on: 1 });
    expectContract('flea-market.favourite', favourite.d);
    expect(favourite.d).toEqual({ id, favourites: 1, favourited: true });
    const want = await buyer.post('flea-market.interest', { id });
    expectContract('flea-market.interest', want.d);
    expect(want.d).toEqual({ id, interests: 1, contact: '微信 lamp2026' });
    expect((await buyer.get('flea-market.list', { view: 'favourites' })).d.list.map((l) => l.id)).toEqual([id]);
    expect((await buyer.post('flea-market.status', { id, status: 'sold' })).m).toBe(FLEA_MARKET_MESSAGES.notSeller.zh);

    expect((await seller.get('flea-market.detail', { id })).d.buyers).toEqual(['林晓雨']);
    const reserved = await seller.post('flea-market.status', { id, status: 'reserved' });
    expectContract('flea-market.status', reserved.d);
    expect(reserved.d.status).toBe('reserved');
    expect((await seller.post('flea-market.status', { id, status: 'reserved' })).m).toBe(FLEA_MARKET_MESSAGES.sameStatus.zh);
    expect((await (await as('teacher')).post('flea-market.interest', { id })).m).toBe(FLEA_MARKET_MESSAGES.notForSale.zh);
    expect((await seller.post('flea-market.status', { id, status: 'sold' })).d.status).toBe('sold');
    expect((await seller.post('flea-market.status', { id, status: 'onSale' })).m).toBe(FLEA_MARKET_MESSAGES.sold.zh);
    expect((await buyer.get('flea-market.list', {})).d.list.map((l) => l.id)).not.toContain(id);
    expect((await buyer.get('flea-market.list', { view: 'favourites' })).d.list[0]!.status).toBe('sold');
  });

  it('refuses a price that is not whole fen, another user picture, and one own listing interest', async () => {
    const seller = await as('student');
    expect((await seller.post('flea-market.publish', lamp({ priceFen: 12.5 }))).m).toBe('价格应在 0 到 999999.99 元之间');
    expect((await seller.post('flea-market.publish', lamp({ priceFen: 100_000_000 }))).e).toBe(400);
    const theirs = await uploadPng(await as('teacher'));
    expect((await seller.post('flea-market.publish', lamp({ images: [theirs] }))).m).toBe(FLEA_MARKET_MESSAGES.notOwnImage.zh);
    expect((await seller.post('flea-market.interest', { id: idOf('九成新电饭煲') })).m).toBe(FLEA_MARKET_MESSAGES.ownListing.zh);
  });
});

describe('flea-market.takeDown', () => {
  it('the moderator takes a listing down with a reason only the seller and moderators then see', async () => {
    const id = idOf('九成新电饭煲');
    expect((await (await as('freshman')).post('flea-market.takeDown', { id, reason: '违规' })).e).toBe(403);
    const moderator = await as('moderator');
    expect((await moderator.get('flea-market.detail', { id })).d).toMatchObject({ canModerate: true, contact: '微信 wxm2301' });
    expect((await moderator.post('flea-market.takeDown', { id, reason: ' ' })).m).toBe('请填写下架原因');
    const down = await moderator.post('flea-market.takeDown', { id, reason: '宿舍禁止使用大功率电器，不得交易' });
    expectContract('flea-market.takeDown', down.d);
    expect(down.d.status).toBe('removed');
    const seen = await (await as('student', 'en')).get('flea-market.detail', { id });
    expect([seen.d.status, seen.d.removedReason]).toEqual(['removed', '宿舍禁止使用大功率电器，不得交易']);
    expect((await (await as('freshman', 'en')).get('flea-market.detail', { id })).m).toBe(FLEA_MARKET_MESSAGES.notFound.en);
    expect((await (await as('student')).post('flea-market.status', { id, status: 'sold' })).m).toBe(FLEA_MARKET_MESSAGES.removed.zh);
  });
});
