/**
 * The code-based identity and login backends: personal identity codes (campus-code), QR-code login
 * (qr-login), identity authentication for third-party services (sso), the slider captcha
 * (slider-captcha) and the mini-program login hand-off (mini-program-login).
 *
 * Tables: codes_keys (the database's signing key for identity codes), qr_logins, sso_clients (seeded),
 * sso_grants, captcha_challenges, minigram_tokens. Every secret a table holds is a hash.
 */
import { randomToken, sha256 } from '../codes/codeHelpers.ts';
import { createCampusCodeRoutes } from '../routes/campusCode.ts';
import { createCaptchaRoutes } from '../routes/sliderCaptcha.ts';
import { createMinigramRoutes } from '../routes/minigramLogin.ts';
import { createQrLoginRoutes } from '../routes/qrLogin.ts';
import { createSsoRoutes } from '../routes/sso.ts';
import { SSO_CLIENTS } from '../seed/ssoClients.ts';
import type { SandboxModule } from './sandboxModule.ts';

export const codesModule: SandboxModule = {
  name: 'codes',
  migrations: [
    {
      version: 1,
      description: 'identity-code key, QR logins, SSO clients (seeded) and grants, captcha challenges, mini-program tokens',
      up(db) {
        db.exec(`
          CREATE TABLE codes_keys (id INTEGER PRIMARY KEY CHECK (id = 1), signing_key TEXT NOT NULL);
          CREATE TABLE qr_logins (
            token       TEXT PRIMARY KEY,
            secret_hash TEXT NOT NULL,
            status      TEXT NOT NULL CHECK (status IN ('pending', 'scanned', 'confirmed', 'cancelled', 'done')),
            user_id     INTEGER REFERENCES users (id),
            device      TEXT NOT NULL,
            created_at  INTEGER NOT NULL,
            expires_at  INTEGER NOT NULL
          );
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
          CREATE TABLE captcha_challenges (
            id         TEXT PRIMARY KEY,
            gap_x      INTEGER NOT NULL,
            gap_y      INTEGER NOT NULL,
            expires_at INTEGER NOT NULL,
            used       INTEGER NOT NULL DEFAULT 0,
            pass_hash  TEXT
          );
          CREATE TABLE minigram_tokens (
            token_hash TEXT PRIMARY KEY,
            user_id    INTEGER NOT NULL REFERENCES users (id),
            expires_at INTEGER NOT NULL,
            used_at    INTEGER
          );
        `);
        // Each database signs with its own key: a code from one sandbox means nothing to another.
        db.prepare('INSERT INTO codes_keys (id, signing_key) VALUES (1, ?)').run(randomToken(32));
        const insert = db.prepare('INSERT INTO sso_clients (id, name, description, callback, secret_hash, scopes) VALUES (?, ?, ?, ?, ?, ?)');
        for (const client of SSO_CLIENTS) insert.run(client.id, client.name, client.description, client.callback, sha256(client.secret), JSON.stringify(client.scopes));
      },
    },
  ],
  mount(api, services) {
    let key: string | undefined;
    const signingKey = () => (key ??= services.db.prepare<[], { signing_key: string }>('SELECT signing_key FROM codes_keys WHERE id = 1').get()!.signing_key);
    api.route('/campus-code', createCampusCodeRoutes(services, signingKey));
    api.route('/qrlogin', createQrLoginRoutes(services));
    api.route('/sso', createSsoRoutes(services));
    api.route('/captcha', createCaptchaRoutes(services));
    api.route('/minigram', createMinigramRoutes(services));
  },
};
