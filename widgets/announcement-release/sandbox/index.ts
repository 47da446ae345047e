/**
 * The publishing backend (widget announcement-release): `/api/announcement/publish` and `/mine`. A
 * published notice goes into the notice centre's tables (made by widgets/notice/sandbox/) and each
 * recipient gets a message through the kit's delivery, so the flows connect: publish → message
 * "新通知：…" → notice page → read in both. No table of its own; publishers are granted in the demo
 * accounts' maps (announcementRelease: publish).
 */
import type { SandboxModule } from '../../../sandbox/kit.ts';
import { createAnnouncementRoutes } from './routes.ts';

const backend: SandboxModule = {
  name: 'announcement-release',
  migrations: [],
  mount(api, services) {
    api.route('/', createAnnouncementRoutes(services));
  },
};

export default backend;
