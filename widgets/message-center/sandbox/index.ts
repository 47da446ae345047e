/**
 * The message centre's backend (widget message-center): `/api/message/list`, `/detail`, `/read` over the
 * messages every backend delivers with the sandbox kit's deliverMessage (sandbox/messages/). Its migration
 * creates the kit's message tables (`messages`, `dnd_settings`) and seeds the demo users' messages other
 * than notices'.
 */
import { createMessageTables, deliverMessage, type SandboxModule } from '../../../sandbox/kit.ts';
import { createMessageRoutes } from './routes.ts';
import { SEED_MESSAGES } from './seed.ts';

const backend: SandboxModule = {
  name: 'message-center',
  migrations: [
    {
      version: 1,
      description: "the kit's message tables (messages, dnd_settings) and the demo users' approval, service and system messages",
      up(db) {
        createMessageTables(db);
        // A database made when the notice backend kept these tables has these messages already.
        if (db.prepare("SELECT 1 FROM messages WHERE channel <> 'notice' LIMIT 1").get()) return;
        for (const message of SEED_MESSAGES) {
          deliverMessage(db, { ...message, ...(message.read ? { readAt: message.createdAt + 600 } : {}) });
        }
      },
    },
  ],
  mount(api, services) {
    api.route('/', createMessageRoutes(services));
  },
};

export default backend;
