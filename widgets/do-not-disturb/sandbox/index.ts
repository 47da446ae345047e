/**
 * The do-not-disturb backend (widget do-not-disturb): `/api/message/dnd` and `/api/message/dnd/save`. The
 * settings live in the kit's `dnd_settings` table (sandbox/messages/), since message delivery reads them;
 * this backend has no table of its own.
 */
import type { SandboxModule } from '../../../sandbox/kit.ts';
import { createDndRoutes } from './routes.ts';

const backend: SandboxModule = {
  name: 'do-not-disturb',
  migrations: [],
  mount(api, services) {
    api.route('/', createDndRoutes(services));
  },
};

export default backend;
