/**
 * The flea market's backend (widget flea-market, the apps fleaMartket and fleamarket): tables
 * `flea_listings` (prices in integer fen; on sale, reserved, sold, or removed by a moderator with a
 * reason), `flea_images` (up to 9 pictures each, in the attachments store), `flea_favourites` and
 * `flea_interests` (buyers who want it); routes `/api/fleamarket/*` (routes.ts). Adds the demo account
 * `moderator` (二手市场管理员), who takes down listings that break the rules.
 */
import { addWidgetAccounts, type PermissionMap, type SandboxModule } from '../../../sandbox/kit.ts';
import { createFleaMarketRoutes } from './routes.ts';
import { seedListings } from './seed.ts';

// Both spellings of the demo site's app (sites/demo.json); module `moderate` is widget.json's `grant`.
const MODERATOR: PermissionMap = { fleaMartket: { module: ['moderate'] }, fleamarket: { module: ['moderate'] } };

export const DEMO_MODERATOR = { username: 'moderator', name: '韩冬', roleName: '二手市场管理员' } as const;

const backend: SandboxModule = {
  name: 'flea-market',
  migrations: [
    {
      version: 1,
      description: 'flea_listings, flea_images, flea_favourites, flea_interests: the campus flea market; the demo moderator account',
      up(db) {
        db.exec(`
          CREATE TABLE flea_listings (
            id             INTEGER PRIMARY KEY,
            title          TEXT    NOT NULL,
            category       TEXT    NOT NULL,
            condition      TEXT    NOT NULL CHECK (condition IN ('new', 'likeNew', 'used', 'worn')),
            price_fen      INTEGER NOT NULL CHECK (price_fen >= 0),
            description    TEXT    NOT NULL,
            contact        TEXT    NOT NULL,
            seller         TEXT    NOT NULL,
            owner          TEXT,
            status         TEXT    NOT NULL CHECK (status IN ('onSale', 'reserved', 'sold', 'removed')),
            removed_reason TEXT,
            removed_by     TEXT,
            created_at     INTEGER NOT NULL,
            changed_at     INTEGER
          );
          CREATE INDEX flea_listings_by_status ON flea_listings (status, created_at DESC);
          CREATE INDEX flea_listings_by_owner ON flea_listings (owner, created_at DESC);
          CREATE TABLE flea_images (
            listing_id INTEGER NOT NULL REFERENCES flea_listings (id) ON DELETE CASCADE,
            position   INTEGER NOT NULL,
            url        TEXT    NOT NULL,
            PRIMARY KEY (listing_id, position)
          );
          CREATE TABLE flea_favourites (
            listing_id INTEGER NOT NULL REFERENCES flea_listings (id) ON DELETE CASCADE,
            username   TEXT    NOT NULL,
            PRIMARY KEY (listing_id, username)
          );
          CREATE TABLE flea_interests (
            listing_id INTEGER NOT NULL REFERENCES flea_listings (id) ON DELETE CASCADE,
            username   TEXT    NOT NULL,
            name       TEXT    NOT NULL,
            at         INTEGER NOT NULL,
            PRIMARY KEY (listing_id, username)
          );
          -- Set once the demo's listings were seeded (seed.ts), from the sandbox's clock at its first start.
          CREATE TABLE flea_market_seeded (seeded_at INTEGER NOT NULL);
        `);
        addWidgetAccounts(db, [{ ...DEMO_MODERATOR, like: 'staff', grants: MODERATOR }]);
      },
    },
  ],
  grants: { admin: MODERATOR },
  mount(api, services) {
    // Laid out from the day the sandbox first starts, at startup, since no GET may change what is stored.
    seedListings(services.db, Math.floor(services.now() / 1000));
    api.route('/', createFleaMarketRoutes(services));
  },
};

export default backend;
