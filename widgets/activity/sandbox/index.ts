/**
 * The campus activities' backend (widget activity): tables `activity_items` (each activity with its
 * sign-up form and check-in secret), `activity_signups` (one row per student and activity, the form's
 * answers kept), `activity_files`, `activity_comments`, `activity_albums` and `activity_photos`; routes
 * `/api/activity/*` (studentRoutes.ts, organiserRoutes.ts, afterRoutes.ts). Adds the demo account
 * `organiser` (周敏, 校团委, like `staff`), who holds module `manage` of the app; every logged-in user
 * finds activities and signs up.
 */
import {
  addWidgetAccounts,
  checkedDefinition,
  createCampusDirectory,
  keyedRoutes,
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  type PermissionMap,
  type SandboxModule,
} from '../../../sandbox/kit.ts';
import { NEW_ACTIVITY_FORM } from './activityForms.ts';
import { ACTIVITY_MESSAGES } from './activityMessages.ts';
import { ACTIVITY_TABLES } from './activityStore.ts';
import { addAfterRoutes } from './afterRoutes.ts';
import { addOrganiserRoutes } from './organiserRoutes.ts';
import { addStudentRoutes } from './studentRoutes.ts';
import { DEMO_ORGANISER, seedActivities } from './activitySeed.ts';

// The app key of the demo site (sites/demo.json `activity`); module `manage` runs activities (widget.json `grant`).
export const ORGANISER: PermissionMap = { activity: { module: ['manage'] } };

const backend: SandboxModule = {
  name: 'activity',
  migrations: [
    {
      version: 1,
      description: 'campus activities (校园活动): activities, sign-ups with their form answers, files, comments, albums and photos; the demo organiser account',
      up(db) {
        db.exec(ACTIVITY_TABLES);
        // A staff member like the others (the staff's apps), who also organises activities.
        addWidgetAccounts(db, [{ ...DEMO_ORGANISER, like: 'staff', grants: ORGANISER }]);
      },
    },
  ],
  grants: { admin: ORGANISER },
  mount(api, services) {
    checkedDefinition(NEW_ACTIVITY_FORM, 'widgets/activity/sandbox/activityForms.ts, NEW_ACTIVITY_FORM');
    // The demo's activities are laid out from the day the sandbox first starts: at startup, since no GET may change what is stored.
    seedActivities(services.db, services.now());
    const campus = createCampusDirectory(services.db);
    // Every logged-in user may open the app (it needs no permission): what the grant refuses is only a key
    // declaring module `manage` (widget.json), so its refusal says who may.
    const routes = keyedRoutes<LoggedInEnv>().use(requireLogin(services.sessions), requireGrant(services, { message: ACTIVITY_MESSAGES.organiserOnly }));
    addStudentRoutes(routes, services, campus);
    addAfterRoutes(routes, services);
    addOrganiserRoutes(routes, services);
    api.route('/', routes.app);
  },
};

export default backend;
