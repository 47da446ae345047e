/** The school atlas endpoints (school-atlas widget): albums with covers and counts, one album's photos, contracts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolAtlasAlbumData, SchoolAtlasAlbumsData } from '../generated/types.ts';
import { createSandbox, type Sandbox, getAs, getJson, expectContract } from '../../../sandbox/testing.ts';
import { SEED_ALBUMS } from './seed.ts';
import { SCHOOL_ATLAS_MESSAGES } from './routes.ts';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ dbFile: ':memory:' });
});
afterAll(() => sandbox.close());

describe('school-atlas.albums and school-atlas.album', () => {
  it('lists every album in order with its first photo as cover and its photo count', async () => {
    const { body } = await getJson<SchoolAtlasAlbumsData>(sandbox.app, '/api/schoolAtlas/albums');
    expectContract('school-atlas.albums', body.d);
    expect(body.d.list.map((a) => a.title)).toEqual(SEED_ALBUMS.map((a) => a.title));
    expect(body.d.list.map((a) => a.count)).toEqual(SEED_ALBUMS.map((a) => a.captions.length));
    const first = await getJson<SchoolAtlasAlbumData>(sandbox.app, `/api/schoolAtlas/album?id=${body.d.list[0]!.id}`);
    expect(first.body.d.photos[0]!.url).toBe(body.d.list[0]!.cover);
  });

  it.each(SEED_ALBUMS.map((_, index) => index + 1))('album %i follows the contract and serves its photos as PNG', async (id) => {
    const { body } = await getJson<SchoolAtlasAlbumData>(sandbox.app, `/api/schoolAtlas/album?id=${id}`);
    expect(body.e).toBe(0);
    expectContract('school-atlas.album', body.d);
    expect(body.d.photos.map((p) => p.caption)).toEqual(SEED_ALBUMS[id - 1]!.captions);
    const photo = await sandbox.app.fetch(new Request(`http://sandbox${body.d.photos[0]!.url}`));
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await photo.arrayBuffer()).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('answers e = 404 for an unknown album and e = 400 for a malformed id', async () => {
    expect((await getJson(sandbox.app, '/api/schoolAtlas/album?id=999')).body).toEqual({ e: 404, m: '该图集不存在或已下线', d: null });
    expect((await getJson(sandbox.app, '/api/schoolAtlas/album?id=x')).body.e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    const said = async (path: string, language: string) => (await getAs(sandbox.app, `/api/schoolAtlas${path}`, `portal-lang=${language}`)).body;
    for (const language of ['en', 'tw'] as const) {
      expect(await said('/album?id=999', language)).toEqual({ e: 404, m: SCHOOL_ATLAS_MESSAGES.notFound[language], d: null });
    }
    expect((await said('/album?id=999', 'en')).m).toBe('This album does not exist or has been taken down');
    expect((await said('/album?id=999', 'tw')).m).toBe('該圖集不存在或已下架');
  });
});
