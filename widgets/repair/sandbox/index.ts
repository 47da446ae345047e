/**
 * The repair halls' backend (widget repair): the halls, their categories, state machines,
 * buildings and repairmen as data (repairHalls.ts, seeded into tables), the orders and their timelines
 * (`repair_orders`, `repair_events`, about 300 seeded: repairSeed.ts); routes `/api/repair/*` (routes.ts).
 * Adds the demo accounts `dispatcher` (马建华, 后勤服务中心) and `repairman` (赵国强, 水电维修班).
 */
import { addWidgetAccounts, type SandboxModule, type PermissionMap } from '../../../sandbox/kit.ts';
import { DEMO_DISPATCHER, DEMO_REPAIRMAN } from './repairHalls.ts';
import { writeRepairSeed } from './repairSeed.ts';
import { createRepairRoutes } from './routes.ts';

const REPORT = ['login', 'index', 'detail', 'back'];
// The demo site's app keys (sites/demo.json `repair`, `scurepair`): both halls, the same modules.
const both = (modules: string[]): PermissionMap => ({ repair: { module: modules }, scurepair: { module: modules } });
const DISPATCHER = both([...REPORT, 'sendorder', 'orderdetail', 'dispatch', 'statistic']);
const REPAIRMAN = both([...REPORT, 'repairman', 'mandetail', 'work']);

const backend: SandboxModule = {
  name: 'repair',
  migrations: [
    {
      version: 1,
      description: 'repair halls (报修): categories, state machines, buildings, repairmen as data; about 300 orders; the dispatcher and repairman accounts',
      up(db) {
        db.exec(`
          CREATE TABLE repair_halls (
            key       TEXT PRIMARY KEY,
            name      TEXT NOT NULL,
            statistic INTEGER NOT NULL CHECK (statistic IN (0, 1))
          );
          CREATE TABLE repair_categories (
            variant     TEXT    NOT NULL REFERENCES repair_halls (key),
            key         TEXT    NOT NULL,
            name_zh     TEXT    NOT NULL,
            name_en     TEXT    NOT NULL,
            name_tw     TEXT    NOT NULL,
            limit_hours INTEGER NOT NULL CHECK (limit_hours > 0),
            position    INTEGER NOT NULL,
            PRIMARY KEY (variant, key)
          );
          CREATE TABLE repair_steps (
            variant    TEXT NOT NULL REFERENCES repair_halls (key),
            action     TEXT NOT NULL,
            from_state TEXT NOT NULL,
            to_state   TEXT NOT NULL,
            actor      TEXT NOT NULL CHECK (actor IN ('dispatcher', 'repairman', 'reporter')),
            PRIMARY KEY (variant, action, from_state)
          );
          CREATE TABLE repair_buildings (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
          CREATE TABLE repair_workers (username TEXT PRIMARY KEY, name TEXT NOT NULL, team TEXT NOT NULL);
          CREATE TABLE repair_orders (
            id              INTEGER PRIMARY KEY,
            variant         TEXT    NOT NULL REFERENCES repair_halls (key),
            number          TEXT    NOT NULL UNIQUE,
            username        TEXT    NOT NULL,
            reporter        TEXT    NOT NULL,
            phone           TEXT    NOT NULL,
            category        TEXT    NOT NULL,
            building        TEXT    NOT NULL,
            room            TEXT    NOT NULL,
            description     TEXT    NOT NULL,
            photos          TEXT    NOT NULL,
            state           TEXT    NOT NULL CHECK (state IN ('awaiting', 'dispatched', 'inProgress', 'done', 'rated', 'returned')),
            created_at      INTEGER NOT NULL,
            worker_username TEXT,
            worker_name     TEXT,
            finish_note     TEXT,
            returned_reason TEXT,
            score           INTEGER CHECK (score BETWEEN 1 AND 5),
            comment         TEXT
          );
          CREATE INDEX repair_orders_by_user ON repair_orders (variant, username, id);
          CREATE INDEX repair_orders_by_state ON repair_orders (variant, state, id);
          CREATE INDEX repair_orders_by_worker ON repair_orders (variant, worker_username, id);
          CREATE TABLE repair_events (
            id       INTEGER PRIMARY KEY,
            order_id INTEGER NOT NULL REFERENCES repair_orders (id),
            state    TEXT    NOT NULL,
            at       INTEGER NOT NULL,
            by_name  TEXT    NOT NULL,
            note     TEXT
          );
          CREATE INDEX repair_events_by_order ON repair_events (order_id, at);
        `);
        writeRepairSeed(db);
        // Staff members like the others (the staff's apps), with their part in the repair halls.
        addWidgetAccounts(db, [
          { ...DEMO_DISPATCHER, like: 'staff', grants: DISPATCHER },
          { ...DEMO_REPAIRMAN, like: 'staff', grants: REPAIRMAN },
        ]);
      },
    },
  ],
  // Everyone on campus reports and follows their orders in both halls; the administrator, who may do
  // whatever any role may, also dispatches, repairs and reads the statistics. Staff keep what
  // sandbox/seed/accounts.ts gives them in `repair` (dispatch there); granting more here would reach the
  // repairman too (a staff account).
  grants: {
    student: both(REPORT),
    teacher: both(REPORT),
    staff: both(REPORT),
    admin: both([...REPORT, 'sendorder', 'orderdetail', 'dispatch', 'repairman', 'mandetail', 'work', 'statistic']),
  },
  mount(api, services) {
    api.route('/', createRepairRoutes(services).app);
  },
};

export default backend;
