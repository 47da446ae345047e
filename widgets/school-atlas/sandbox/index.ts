/** The school-atlas widget's backend: albums (`atlas_albums`) and their photos (`atlas_photos`), `/api/schoolAtlas/*`. */
import { createSchoolAtlasRoutes } from './routes.ts';
import { storeSeedPicture, type SandboxModule } from '../../../sandbox/kit.ts';
import { SEED_ALBUMS } from './seed.ts';

const backend: SandboxModule = {
  name: 'school-atlas',
  migrations: [
    {
      version: 1,
      description: 'atlas_albums, atlas_photos: the campus atlas (校园图集), seeded with pictures drawn in code',
      up(db) {
        db.exec(`
          CREATE TABLE atlas_albums (
            id           INTEGER PRIMARY KEY,
            category     TEXT    NOT NULL,
            sort_order   INTEGER NOT NULL,
            title        TEXT    NOT NULL,
            description  TEXT    NOT NULL,
            photographer TEXT    NOT NULL,
            updated_at   INTEGER NOT NULL
          );
          CREATE TABLE atlas_photos (
            id         INTEGER PRIMARY KEY,
            album_id   INTEGER NOT NULL REFERENCES atlas_albums (id),
            sort_order INTEGER NOT NULL,
            url        TEXT    NOT NULL,
            caption    TEXT    NOT NULL
          );
          CREATE INDEX atlas_photos_by_album ON atlas_photos (album_id, sort_order);
        `);
        const album = db.prepare('INSERT INTO atlas_albums (category, sort_order, title, description, photographer, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
        const photo = db.prepare('INSERT INTO atlas_photos (album_id, sort_order, url, caption) VALUES (?, ?, ?, ?)');
        let picture = 70;
        SEED_ALBUMS.forEach((seed, index) => {
          const { lastInsertRowid } = album.run(seed.category, index + 1, seed.title, seed.description, seed.photographer, seed.updatedAt);
          seed.captions.forEach((caption, order) =>
            photo.run(lastInsertRowid, order + 1, storeSeedPicture(db, picture++, `${caption}.png`, seed.updatedAt), caption),
          );
        });
      },
    },
  ],
  mount(api, services) {
    api.route('/', createSchoolAtlasRoutes(services.db));
  },
};

export default backend;
