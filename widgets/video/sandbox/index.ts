/** The video widget's backend: campus videos (table `videos`) and `/api/video/*`; posters and clips in `files`. */
import { createVideoRoutes } from './routes.ts';
import { storeSeedClip, storeSeedPicture, type SandboxModule } from '../../../sandbox/kit.ts';
import { SEED_VIDEOS, VIDEO_CLIP_SECONDS } from './seed.ts';

const backend: SandboxModule = {
  name: 'video',
  migrations: [
    {
      version: 1,
      description: 'videos: the campus video channel (校园视频), seeded with posters drawn in code and three real WebM clips',
      up(db) {
        db.exec(`
          CREATE TABLE videos (
            id           INTEGER PRIMARY KEY,
            category     TEXT    NOT NULL,
            title        TEXT    NOT NULL,
            department   TEXT    NOT NULL,
            description  TEXT    NOT NULL,
            poster       TEXT    NOT NULL,
            src          TEXT    NOT NULL,
            type         TEXT    NOT NULL,
            duration     INTEGER NOT NULL,
            views        INTEGER NOT NULL DEFAULT 0,
            published_at INTEGER NOT NULL
          );
          CREATE INDEX videos_by_date ON videos (published_at DESC, id DESC);
        `);
        const insert = db.prepare(`
          INSERT INTO videos (category, title, department, description, poster, src, type, duration, views, published_at)
          VALUES (@category, @title, @department, @description, @poster, @src, 'video/webm', @duration, @views, @publishedAt)
        `);
        // One stored copy per clip: the videos share them.
        const clipUrls = new Map<string, string>();
        SEED_VIDEOS.forEach((video, index) => {
          if (!clipUrls.has(video.clip)) clipUrls.set(video.clip, storeSeedClip(db, video.clip, video.publishedAt));
          insert.run({
            ...video,
            poster: storeSeedPicture(db, index + 3, `poster-${index + 1}.png`, video.publishedAt),
            src: clipUrls.get(video.clip),
            duration: VIDEO_CLIP_SECONDS,
          });
        });
      },
    },
  ],
  mount(api, services) {
    api.route('/', createVideoRoutes(services.db));
  },
};

export default backend;
