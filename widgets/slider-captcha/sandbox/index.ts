/** The slider-captcha widget's backend: one-attempt puzzle challenges (table `captcha_challenges`). */
import { createCaptchaRoutes } from './routes.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'slider-captcha',
  migrations: [
    {
      version: 1,
      description: 'slider captcha challenges',
      up(db) {
        db.exec(`
          CREATE TABLE captcha_challenges (
            id         TEXT PRIMARY KEY,
            gap_x      INTEGER NOT NULL,
            gap_y      INTEGER NOT NULL,
            expires_at INTEGER NOT NULL,
            used       INTEGER NOT NULL DEFAULT 0,
            pass_hash  TEXT
          );
        `);
      },
    },
  ],
  mount(api, services) {
    api.route('/', createCaptchaRoutes(services));
  },
};

export default backend;
