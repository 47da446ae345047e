/**
 * The photo-wall widget's backend: the photo wall (照片墙: tables `photos`, `photo_likes`) and the photo
 * collection campaigns (征集活动: `photo_campaigns`, `photo_campaign_entries`), `/api/photowall/*` and
 * `/api/photoCollection/*`. Pictures live in the attachments store (`files`).
 *
 * Review: photos sent to the wall wait as `pending` until the school's back office approves them (not a
 * page of this portal); campaign entries show at once — the organisers judge them after the deadline.
 */
import { createPhotoCollectionRoutes } from './collectionRoutes.ts';
import { createPhotoWallRoutes } from './routes.ts';
import { storeSeedPicture, type SandboxModule } from '../../../sandbox/kit.ts';
import { SEED_CAMPAIGNS, SEED_PHOTOS } from './seed.ts';

const DAY = 86_400;
/** Seed fans (not accounts) whose likes make up the seeded counts. */
const fan = (n: number) => `fan${String(n).padStart(3, '0')}`;

const backend: SandboxModule = {
  name: 'photo-wall',
  migrations: [
    {
      version: 1,
      description:
        'photos, photo_likes, photo_campaigns, photo_campaign_entries: the photo wall and its collection campaigns, seeded with pictures drawn in code',
      up(db) {
        db.exec(`
          CREATE TABLE photos (
            id          INTEGER PRIMARY KEY,
            owner       TEXT,
            author      TEXT    NOT NULL,
            title       TEXT    NOT NULL,
            description TEXT    NOT NULL,
            url         TEXT    NOT NULL,
            status      TEXT    NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
            reason      TEXT,
            created_at  INTEGER NOT NULL
          );
          CREATE INDEX photos_by_status ON photos (status, created_at DESC);
          CREATE INDEX photos_by_owner ON photos (owner, created_at DESC);
          CREATE TABLE photo_likes (
            photo_id INTEGER NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
            username TEXT    NOT NULL,
            PRIMARY KEY (photo_id, username)
          );
          CREATE TABLE photo_campaigns (
            id           INTEGER PRIMARY KEY,
            theme        TEXT    NOT NULL,
            description  TEXT    NOT NULL,
            organizer    TEXT    NOT NULL,
            cover        TEXT    NOT NULL,
            start_at     INTEGER NOT NULL,
            deadline     INTEGER NOT NULL,
            max_per_user INTEGER NOT NULL
          );
          CREATE TABLE photo_campaign_entries (
            id          INTEGER PRIMARY KEY,
            campaign_id INTEGER NOT NULL REFERENCES photo_campaigns (id),
            owner       TEXT,
            author      TEXT    NOT NULL,
            title       TEXT    NOT NULL,
            url         TEXT    NOT NULL,
            created_at  INTEGER NOT NULL
          );
          CREATE INDEX photo_campaign_entries_by_campaign ON photo_campaign_entries (campaign_id, created_at DESC);
        `);
        const insertPhoto = db.prepare(`
          INSERT INTO photos (owner, author, title, description, url, status, reason, created_at)
          VALUES (@owner, @author, @title, @description, @url, @status, @reason, @createdAt)
        `);
        const like = db.prepare('INSERT INTO photo_likes (photo_id, username) VALUES (?, ?)');
        SEED_PHOTOS.forEach((photo, index) => {
          const url = storeSeedPicture(db, index, `${photo.title}.png`, photo.createdAt, photo.owner);
          const { lastInsertRowid } = insertPhoto.run({ ...photo, url, reason: photo.reason ?? null });
          for (let n = 1; n <= photo.likes; n++) like.run(lastInsertRowid, fan(n));
        });

        // Campaign dates are relative to the seeding, so a demo database always has one open campaign.
        const now = Math.floor(Date.now() / 1000);
        const insertCampaign = db.prepare(`
          INSERT INTO photo_campaigns (theme, description, organizer, cover, start_at, deadline, max_per_user)
          VALUES (@theme, @description, @organizer, @cover, @startAt, @deadline, @maxPerUser)
        `);
        const insertEntry = db.prepare('INSERT INTO photo_campaign_entries (campaign_id, owner, author, title, url, created_at) VALUES (?, NULL, ?, ?, ?, ?)');
        let picture = 40;
        for (const campaign of SEED_CAMPAIGNS) {
          const startAt = now + campaign.startsInDays * DAY;
          const deadline = now + campaign.endsInDays * DAY;
          const cover = storeSeedPicture(db, picture++, `${campaign.theme}.png`, startAt);
          const { lastInsertRowid } = insertCampaign.run({ ...campaign, cover, startAt, deadline });
          campaign.entries.forEach((entry, index) => {
            const createdAt = startAt + (index + 1) * 3_600 * 7;
            insertEntry.run(lastInsertRowid, entry.author, entry.title, storeSeedPicture(db, picture++, `${entry.title}.png`, createdAt), createdAt);
          });
        }
      },
    },
  ],
  mount(api, services) {
    api.route('/', createPhotoWallRoutes(services));
    api.route('/', createPhotoCollectionRoutes(services));
  },
};

export default backend;
