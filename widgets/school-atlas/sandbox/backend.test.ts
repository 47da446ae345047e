/** The school atlas endpoints (school-atlas widget): albums with covers and counts, one album's photos, contracts. */
import { describe, expect, it } from 'vitest';
import { expectContract, sandboxForFile, visitorCaller } from '../../../sandbox/testing.ts';
import type { SchoolAtlasAlbumQuery } from '../generated/types.ts';
import { SEED_ALBUMS } from './seed.ts';
import { SCHOOL_ATLAS_MESSAGES } from './routes.ts';

const env = sandboxForFile();
/** An anonymous reader: the atlas needs no login. */
const reader = (language?: 'en' | 'tw') => visitorCaller(env.sandbox.app, language);

describe('school-atlas.albums and school-atlas.album', () => {
  it('lists every album in order with its first photo as cover and its photo count', async () => {
    const albums = await reader().get('school-atlas.albums');
    expectContract('school-atlas.albums', albums.d);
    expect(albums.d.list.map((a) => a.title)).toEqual(SEED_ALBUMS.map((a) => a.title));
    expect(albums.d.list.map((a) => a.count)).toEqual(SEED_ALBUMS.map((a) => a.captions.length));
    const first = await reader().get('school-atlas.album', { id: albums.d.list[0]!.id });
    expect(first.d.photos[0]!.url).toBe(albums.d.list[0]!.cover);
  });

  it.each(SEED_ALBUMS.map((_, index) => index + 1))('album %i follows the contract and serves its photos as PNG', async (id) => {
    const album = await reader().get('school-atlas.album', { id });
    expect(album.e).toBe(0);
    expectContract('school-atlas.album', album.d);
    expect(album.d.photos.map((p) => p.caption)).toEqual(SEED_ALBUMS[id - 1]!.captions);
    const photo = await env.sandbox.app.fetch(new Request(`http://sandbox${album.d.photos[0]!.url}`));
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await photo.arrayBuffer()).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('answers e = 404 for an unknown album and e = 400 naming the parameter for a malformed id', async () => {
    expect(await reader().get('school-atlas.album', { id: 999 })).toEqual({ e: 404, m: '该图集不存在或已下线', d: null });
    // Off the contract on purpose: what a hand-made link may carry.
    const malformed = await reader().get('school-atlas.album', { id: 'x' } as unknown as SchoolAtlasAlbumQuery);
    expect([malformed.e, malformed.m]).toEqual([400, '参数 id 无效：应为整数，收到「x」']);
    const missing = await reader().get('school-atlas.album', {} as SchoolAtlasAlbumQuery);
    expect([missing.e, missing.m]).toEqual([400, '缺少参数 id']);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await reader(language).get('school-atlas.album', { id: 999 })).toEqual({ e: 404, m: SCHOOL_ATLAS_MESSAGES.notFound[language], d: null });
    }
    expect((await reader('en').get('school-atlas.album', { id: 999 })).m).toBe('This album does not exist or has been taken down');
    expect((await reader('tw').get('school-atlas.album', { id: 999 })).m).toBe('該圖集不存在或已下架');
  });
});
