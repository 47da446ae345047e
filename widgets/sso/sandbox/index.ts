/** The sso widget's backend: registered third-party services (table `sso_clients`, seeded) and one-time grants. */
import { sha256, type SandboxModule } from '../../../sandbox/kit.ts';
import { createSsoRoutes } from './routes.ts';
import { SSO_CLIENTS } from './seed.ts';

const backend: SandboxModule = {
  name: 'sso',
  migrations: [
    {
      version: 1,
      description: 'SSO clients (seeded) and one-time grants',
      up(db) {
        db.exec(`
          CREATE TABLE sso_clients (
            id          TEXT PRIMARY KEY,
            name        TEXT NOT NULL,
            description TEXT NOT NULL,
            callback    TEXT NOT NULL,
            secret_hash TEXT NOT NULL,
            scopes      TEXT NOT NULL
          );
          CREATE TABLE sso_grants (
            code       TEXT PRIMARY KEY,
            client_id  TEXT NOT NULL REFERENCES sso_clients (id),
            user_id    INTEGER NOT NULL REFERENCES users (id),
            expires_at INTEGER NOT NULL,
            used_at    INTEGER
          );
        `);
        const insert = db.prepare('INSERT INTO sso_clients (id, name, description, callback, secret_hash, scopes) VALUES (?, ?, ?, ?, ?, ?)');
        for (const client of SSO_CLIENTS)
          insert.run(client.id, client.name, client.description, client.callback, sha256(client.secret), JSON.stringify(client.scopes));
      },
    },
  ],
  mount(api, services) {
    api.route('/', createSsoRoutes(services));
  },
};

export default backend;
