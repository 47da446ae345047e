/**
 * The agenda backend (widget agenda): tables and demo groups in migration 1 (agendaSeed.ts),
 * the demo's agendas laid out from the week the sandbox first starts (at mount, never on a request),
 * routes `/api/agenda/*` (routes.ts). The app is open to every logged-in user; the school office
 * (staff, admin) has module `manage`: publishing school-wide agendas (校历事件) on agendaManage/index.
 */
import { type SandboxModule, type PermissionMap, beijingMorning } from '../../../sandbox/kit.ts';
import { AGENDA_TABLES, seedAgendaGroups, seedAgendas } from './agendaSeed.ts';
import { createAgendaRoutes } from './routes.ts';

// The app key of the demo site (sites/demo.json `agenda`); module `manage` is widget.json's `grant`.
const OFFICE: PermissionMap = { agenda: { module: ['index', 'manage'] } };

const backend: SandboxModule = {
  name: 'agenda',
  migrations: [
    {
      version: 1,
      description: "agendas (日程): groups from the campus directory's classes and free groups, agendas, reminders, receipts, teaching",
      up(db) {
        db.exec(AGENDA_TABLES);
        seedAgendaGroups(db, beijingMorning(2026, 9, 1));
      },
    },
    {
      version: 2,
      description:
        'agenda invitations: someone chosen for a free group is invited until they accept (agenda_members.invited_at); who is in a group already stays in',
      up(db) {
        db.exec('ALTER TABLE agenda_members ADD COLUMN invited_at INTEGER');
      },
    },
  ],
  grants: { staff: OFFICE, admin: OFFICE },
  mount(api, services) {
    seedAgendas(services.db, services.now());
    api.route('/', createAgendaRoutes(services).app);
  },
};

export default backend;
