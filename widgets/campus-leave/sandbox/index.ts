/**
 * The leave's backend (widget campus-leave): leaves (`campus_leaves`) with their decisions
 * (`campus_leave_decisions`) and return registrations (`campus_leave_returns`); `/api/campusLeave/*`.
 * Counted by the campus directory (sandbox/campus/): whom an instructor, a leader or the student affairs
 * office looks after is theirs to approve and to count.
 */
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  createCampusDirectory,
  checkedDefinition,
  keyedRoutes,
  type PermissionMap,
  type SandboxModule,
} from '../../../sandbox/kit.ts';
import { LEAVE_FORM, RETURN_FORM } from './leaveForms.ts';
import { seedLeaves } from './leaveSeed.ts';
import { TABLES } from './leaveStore.ts';
import { addLeaveRoutes, LEAVE_MESSAGES } from './routes.ts';
import { addStatsRoutes } from './statsRoutes.ts';

/**
 * The approvers' modules in the demo's three leave apps: `approve` (the queue and its decisions) and
 * `data` (the statistics), so the portal shows 离校统计 to whom its answer is for and the backend answers
 * exactly them (widget.json `grant`). Whose leaves each approver sees stays the campus directory's answer.
 */
const APPROVER: PermissionMap = Object.fromEntries(['leave', 'leaveData', 'backschool'].map((app) => [app, { module: ['approve', 'data'] }]));

const backend: SandboxModule = {
  name: 'campus-leave',
  migrations: [
    {
      version: 1,
      description: 'leaves from campus (离校申请) with their approvals, extensions and reports back, and return registrations (返校登记)',
      up(db) {
        db.exec(TABLES);
      },
    },
    {
      version: 2,
      description: 'a leave keeps its transport as the form option (train, plane…) and the number apart, so each reader sees them in their language',
      up(db) {
        db.exec(`
          ALTER TABLE campus_leaves ADD COLUMN transport_no TEXT;
          UPDATE campus_leaves SET
            transport = coalesce(json_extract(form_values, '$.transport'), 'other'),
            transport_no = upper(json_extract(form_values, '$.transportNo'));`);
      },
    },
  ],
  grants: { instructor: APPROVER, leader: APPROVER, manager: APPROVER, admin: APPROVER },
  mount(api, services) {
    checkedDefinition(LEAVE_FORM, 'widgets/campus-leave/sandbox/leaveForms.ts, LEAVE_FORM');
    checkedDefinition(RETURN_FORM, 'widgets/campus-leave/sandbox/leaveForms.ts, RETURN_FORM');
    // The demo's leaves are laid out from the day the sandbox first starts (leaveSeed.ts): at startup,
    // since no GET may change what is stored.
    seedLeaves(services.db, services.now());
    const context = { services, campus: createCampusDirectory(services.db) };
    const routes = keyedRoutes<LoggedInEnv>();
    routes.use(requireLogin(services.sessions), requireGrant(services, { message: LEAVE_MESSAGES.notStaff }));
    addLeaveRoutes(routes, context);
    addStatsRoutes(routes, context);
    api.route('/', routes.app);
  },
};

export default backend;
