/** The campus video endpoints (video widget): list with categories and paging, detail with views, the playable media, contracts. */
import { describe, expect, it } from 'vitest';
import type { VideoListQuery } from '../generated/types.ts';
import { expectContract, keyedCaller, sandboxForFile, visitorCaller } from '../../../sandbox/testing.ts';
import { SEED_VIDEOS, VIDEO_CATEGORIES } from './seed.ts';
import { VIDEO_MESSAGES } from './routes.ts';

const env = sandboxForFile();

const list = (query: VideoListQuery = {}) => keyedCaller(env.sandbox.app).get('video.list', query);
const detail = (id: number, language?: 'en' | 'tw') => visitorCaller(env.sandbox.app, language).get('video.detail', { id });

describe('video.list', () => {
  it('answers the newest videos first, a page at a time, with every category counted', async () => {
    const first = await list({ page: 1, size: 5 });
    expectContract('video.list', first.d);
    expect(first.d.total).toBe(SEED_VIDEOS.length);
    expect(first.d.list).toHaveLength(5);
    expect(first.d.categories.map((c) => c.name)).toEqual(VIDEO_CATEGORIES.map((c) => c.name));
    const dates = first.d.list.map((v) => v.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const last = await list({ page: 3, size: 5 });
    expect(last.d.list).toHaveLength(SEED_VIDEOS.length - 10);
    expect(new Set([...first.d.list, ...last.d.list].map((v) => v.id)).size).toBe(first.d.list.length + last.d.list.length);
  });

  it('filters by category', async () => {
    const body = await list({ category: 'scenery' });
    expectContract('video.list', body.d);
    expect(body.d.total).toBe(SEED_VIDEOS.filter((v) => v.category === 'scenery').length);
    expect(body.d.list.every((v) => v.category === 'scenery')).toBe(true);
  });

  it('refuses a bad page, size or category with e = 400', async () => {
    for (const query of [{ page: 0 }, { size: 500 }, { category: 'nope' }]) expect((await list(query)).e, JSON.stringify(query)).toBe(400);
  });
});

describe('video.detail', () => {
  it.each(SEED_VIDEOS.map((_, index) => index + 1))('id %i follows the contract', async (id) => {
    const body = await detail(id);
    expect(body.e).toBe(0);
    expectContract('video.detail', body.d);
  });

  it('counts a view each time it is opened and lists related videos of the same category', async () => {
    const before = (await detail(2)).d;
    const after = (await detail(2)).d;
    expect(after.views).toBe(before.views + 1);
    expect(after.related.length).toBeGreaterThan(0);
    expect(after.related.some((r) => r.id === 2)).toBe(false);
    for (const related of after.related) expect((await detail(related.id)).d.category).toBe(after.category);
  });

  it('serves a real WebM file and a PNG poster at the URLs it names', async () => {
    const video = (await detail(1)).d;
    const media = await env.sandbox.app.fetch(new Request(`http://sandbox${video.src}`));
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await media.arrayBuffer());
    // EBML magic, then the "webm" doc type.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(Buffer.from(bytes.subarray(0, 64)).toString('latin1')).toContain('webm');
    const poster = await env.sandbox.app.fetch(new Request(`http://sandbox${video.poster}`));
    expect(poster.headers.get('content-type')).toBe('image/png');
  });

  it('answers e = 404 for an unknown id and e = 400 for a malformed one', async () => {
    const missing = await detail(4242);
    expect([missing.e, missing.m, missing.d]).toEqual([404, '该视频不存在或已下架', null]);
    // Off the contract on purpose: an id that is no number.
    expect((await detail('abc' as unknown as number)).e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await detail(4242, language)).toEqual({ e: 404, m: VIDEO_MESSAGES.notFound[language], d: null });
    }
    expect((await detail(4242, 'en')).m).toBe('This video does not exist or has been taken down');
    expect((await detail(4242, 'tw')).m).toBe('該影片不存在或已下架');
  });
});
