/** School atlas (校园图集) endpoints: the albums and one album's photos, answering widgets/school-atlas/contracts/*. */
import type { Hono } from 'hono';
import { replyFail, SandboxErrorCode, type InThreeLanguages, keyedRoutes, type SandboxDatabase } from '../../../sandbox/kit.ts';
import { ATLAS_CATEGORIES } from './seed.ts';

interface AlbumRow {
  id: number;
  category: string;
  title: string;
  description: string;
  photographer: string;
  updated_at: number;
}

/** Refusals in the portal’s three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const SCHOOL_ATLAS_MESSAGES = {
  notFound: { zh: '该图集不存在或已下线', en: 'This album does not exist or has been taken down', tw: '該圖集不存在或已下架' },
} as const satisfies Record<string, InThreeLanguages>;

export function createSchoolAtlasRoutes(db: SandboxDatabase): Hono {
  const routes = keyedRoutes();
  // The cover is the album's first photo.
  const albums = db.prepare<[], AlbumRow & { cover: string | null; count: number }>(`
    SELECT atlas_albums.*,
      (SELECT url FROM atlas_photos WHERE album_id = atlas_albums.id ORDER BY sort_order LIMIT 1) AS cover,
      (SELECT COUNT(*) FROM atlas_photos WHERE album_id = atlas_albums.id) AS count
    FROM atlas_albums ORDER BY sort_order, id
  `);
  const album = db.prepare<[number], AlbumRow>('SELECT * FROM atlas_albums WHERE id = ?');
  const photos = db.prepare<[number], { id: number; url: string; caption: string }>(
    'SELECT id, url, caption FROM atlas_photos WHERE album_id = ? ORDER BY sort_order, id',
  );

  routes.get('school-atlas.albums', (_c, { ok }) =>
    ok({
      categories: ATLAS_CATEGORIES.map(({ id, name }) => ({ id, name })),
      list: albums
        .all()
        .filter((row) => row.cover !== null)
        .map((row) => ({ id: row.id, title: row.title, category: row.category, cover: row.cover!, count: row.count, updatedAt: row.updated_at })),
    }),
  );

  routes.get('school-atlas.album', (c, { input, ok }) => {
    const row = album.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, SCHOOL_ATLAS_MESSAGES.notFound);
    return ok({
      id: row.id,
      title: row.title,
      category: row.category,
      description: row.description,
      photographer: row.photographer,
      updatedAt: row.updated_at,
      photos: photos.all(row.id),
    });
  });

  return routes.app;
}
