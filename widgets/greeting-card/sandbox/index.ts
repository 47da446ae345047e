/** The greeting-card widget's backend: cards sent between colleagues (`greeting_cards`), `/api/greetingCard/*`; every role but visitors may use it. */
import { createGreetingCardRoutes } from './routes.ts';
import { SEED_GREETING_CARDS } from './seed.ts';
import type { SandboxModule } from '../../../sandbox/kit.ts';

/** The demo site's app key of the greeting cards: whoever the site's `permission` asks this of may use them. */
const GREETING_APP_KEY = 'greetingCard';
const CARDS = { [GREETING_APP_KEY]: { module: ['index'] } };

const backend: SandboxModule = {
  name: 'greeting-card',
  migrations: [
    {
      version: 1,
      description: 'greeting_cards: e-cards between colleagues, seeded with a few exchanged between the demo accounts',
      up(db) {
        db.exec(`
          CREATE TABLE greeting_cards (
            id           INTEGER PRIMARY KEY,
            template_id  TEXT    NOT NULL,
            sender_id    INTEGER NOT NULL,
            recipient_id INTEGER NOT NULL,
            content      TEXT    NOT NULL,
            sent_at      INTEGER NOT NULL,
            read_at      INTEGER
          );
          CREATE INDEX greeting_cards_received ON greeting_cards (recipient_id, sent_at DESC);
          CREATE INDEX greeting_cards_sent ON greeting_cards (sender_id, sent_at DESC);
        `);
        const userId = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?');
        const insert = db.prepare('INSERT INTO greeting_cards (template_id, sender_id, recipient_id, content, sent_at, read_at) VALUES (?, ?, ?, ?, ?, ?)');
        for (const [from, to, template, content, sentAt, read] of SEED_GREETING_CARDS) {
          const sender = userId.get(from);
          const recipient = userId.get(to);
          if (sender && recipient) insert.run(template, sender.id, recipient.id, content, sentAt, read ? sentAt + 3600 : null);
        }
      },
    },
  ],
  grants: { student: CARDS, teacher: CARDS, staff: CARDS, admin: CARDS },
  mount(api, services) {
    api.route('/', createGreetingCardRoutes(services));
  },
};

export default backend;
