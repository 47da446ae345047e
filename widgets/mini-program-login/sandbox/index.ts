/** The mini-program-login widget's backend: one-time, expiring hand-off tokens (table `minigram_tokens`, hashed). */
import { createMinigramRoutes } from './routes.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'mini-program-login',
  migrations: [
    {
      version: 1,
      description: 'mini-program login tokens',
      up(db) {
        db.exec(`
          CREATE TABLE minigram_tokens (
            token_hash TEXT PRIMARY KEY,
            user_id    INTEGER NOT NULL REFERENCES users (id),
            expires_at INTEGER NOT NULL,
            used_at    INTEGER
          );
        `);
      },
    },
  ],
  mount(api, services) {
    api.route('/', createMinigramRoutes(services));
  },
};

export default backend;
