/** The qr-login widget's backend: desktop QR-code logins confirmed on a phone (table `qr_logins`, secrets hashed). */
import { createQrLoginRoutes } from './routes.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'qr-login',
  migrations: [
    {
      version: 1,
      description: 'QR-code logins',
      up(db) {
        db.exec(`
          CREATE TABLE qr_logins (
            token       TEXT PRIMARY KEY,
            secret_hash TEXT NOT NULL,
            status      TEXT NOT NULL CHECK (status IN ('pending', 'scanned', 'confirmed', 'cancelled', 'done')),
            user_id     INTEGER REFERENCES users (id),
            device      TEXT NOT NULL,
            created_at  INTEGER NOT NULL,
            expires_at  INTEGER NOT NULL
          );
        `);
      },
    },
  ],
  mount(api, services) {
    api.route('/', createQrLoginRoutes(services));
  },
};

export default backend;
