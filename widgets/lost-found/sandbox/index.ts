/**
 * The lost and found backend (widget lost-found): tables `lost_found_posts` (lost and found items, their
 * review and whether solved) and `lost_found_images` (up to 9 pictures each, in the attachments store);
 * routes `/api/lost/*` (routes.ts). Adds the demo account `foundreviewer` (失物招领审核员, 学生服务中心),
 * who approves or rejects posts before they show (the index's 待审核 tab and the post's page).
 */
import { addWidgetAccounts, type PermissionMap, type SandboxModule } from '../../../sandbox/kit.ts';
import { createLostFoundRoutes } from './routes.ts';
import { seedPosts } from './seed.ts';

// The demo site's app key (sites/demo.json `found`); module `review` is widget.json's `grant`.
const REVIEWER: PermissionMap = { found: { module: ['review'] } };

export const DEMO_FOUND_REVIEWER = { username: 'foundreviewer', name: '郭小芸', roleName: '失物招领审核员' } as const;

const backend: SandboxModule = {
  name: 'lost-found',
  migrations: [
    {
      version: 1,
      description: 'lost_found_posts, lost_found_images: lost and found posts with their pictures and review; the demo reviewer account',
      up(db) {
        db.exec(`
          CREATE TABLE lost_found_posts (
            id          INTEGER PRIMARY KEY,
            kind        TEXT    NOT NULL CHECK (kind IN ('lost', 'found')),
            category    TEXT    NOT NULL,
            title       TEXT    NOT NULL,
            description TEXT    NOT NULL,
            place       TEXT    NOT NULL,
            happened_on TEXT    NOT NULL,
            contact     TEXT    NOT NULL,
            author      TEXT    NOT NULL,
            owner       TEXT,
            status      TEXT    NOT NULL CHECK (status IN ('pending', 'open', 'rejected', 'solved')),
            reason      TEXT,
            reviewer    TEXT,
            reviewed_at INTEGER,
            created_at  INTEGER NOT NULL,
            solved_at   INTEGER
          );
          CREATE INDEX lost_found_by_kind ON lost_found_posts (kind, status, created_at DESC);
          CREATE INDEX lost_found_by_owner ON lost_found_posts (owner, created_at DESC);
          CREATE TABLE lost_found_images (
            post_id  INTEGER NOT NULL REFERENCES lost_found_posts (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            url      TEXT    NOT NULL,
            PRIMARY KEY (post_id, position)
          );
          -- Set once the demo's posts were seeded (seed.ts), from the sandbox's clock at its first start.
          CREATE TABLE lost_found_seeded (seeded_at INTEGER NOT NULL);
        `);
        addWidgetAccounts(db, [{ ...DEMO_FOUND_REVIEWER, like: 'staff', grants: REVIEWER }]);
      },
    },
  ],
  grants: { admin: REVIEWER },
  mount(api, services) {
    // Laid out from the day the sandbox first starts, at startup, since no GET may change what is stored.
    seedPosts(services.db, Math.floor(services.now() / 1000));
    api.route('/', createLostFoundRoutes(services));
  },
};

export default backend;
