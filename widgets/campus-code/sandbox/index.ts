/**
 * The campus-code widget's backend: personal identity codes, signed with the database's own key
 * (table `codes_keys`) and expiring, and their verification by a scanning teacher.
 */
import { randomToken, type SandboxModule } from '../../../sandbox/kit.ts';
import { createCampusCodeRoutes, SCANNER_MODULE } from './routes.ts';

/** The demo site's campus-code app key: staff at the gates, teachers and administrators check codes. */
const SCANNER = { campusCode: { module: [SCANNER_MODULE] } };

const backend: SandboxModule = {
  name: 'campus-code',
  migrations: [
    {
      version: 1,
      description: 'identity-code signing key (each database its own)',
      up(db) {
        db.exec(`
          CREATE TABLE codes_keys (id INTEGER PRIMARY KEY CHECK (id = 1), signing_key TEXT NOT NULL);
        `);
        // Each database signs with its own key: a code from one sandbox means nothing to another.
        db.prepare('INSERT INTO codes_keys (id, signing_key) VALUES (1, ?)').run(randomToken(32));
      },
    },
  ],
  grants: { teacher: SCANNER, staff: SCANNER, admin: SCANNER },
  mount(api, services) {
    let key: string | undefined;
    const signingKey = () => (key ??= services.db.prepare<[], { signing_key: string }>('SELECT signing_key FROM codes_keys WHERE id = 1').get()!.signing_key);
    api.route('/', createCampusCodeRoutes(services, signingKey));
  },
};

export default backend;
