/**
 * The approvals backend (widget upc-approval): tables `upc_approval_types` (each type's form and
 * chain of levels: the definition the routes read, seeded from approvalTypes.ts), `upc_approval_applications`
 * (the answers, the chain fixed at submission, the round, the level it waits at, the state) and
 * `upc_approval_events` (every step: who, when, which level, a comment); routes `/api/upcApproval/*`
 * (routes.ts). Adds the demo accounts `reviewer` (何静, 综合办公室部门秘书: every first review) and
 * `approver` (吴振华, 副校长办公室: every final level); the college leader (刘书记) is the leader in charge
 * of the middle levels. Teachers and staff apply; students have no entry.
 */
import { hashPassword, checkedDefinition, type SandboxModule, DEMO_ACCOUNTS, DEMO_PASSWORD, type PermissionMap } from '../../../sandbox/kit.ts';
import { checkedChain } from './approvalChain.ts';
import { DEMO_APPROVER, DEMO_REVIEWER, writeApprovalSeed } from './approvalSeed.ts';
import { APPROVAL_TYPES, type LevelDefinition } from './approvalTypes.ts';
import { createApprovalRoutes } from './routes.ts';

const APPLY = ['index', 'upcdetail', 'upcTypeOne', 'upcTypeTwo', 'upcTypeThree'];
// Module `review` is the deciders' (widget.json `grant` of upc-approval.decide and .inbox).
const REVIEW = ['trialUserdetail', 'userdetail', 'upcUserProc', 'review'];
// The app key of the demo site (sites/demo.json `upcApproval`).
const APPLICANT: PermissionMap = { upcApproval: { module: APPLY } };
const DECIDER: PermissionMap = { upcApproval: { module: [...APPLY, ...REVIEW] } };

const backend: SandboxModule = {
  name: 'upc-approval',
  migrations: [
    {
      version: 1,
      description: 'approvals (审批中心): three types with their chains, about 60 applications in every state, the demo reviewer and approver accounts',
      up(db) {
        db.exec(`
          CREATE TABLE upc_approval_types (
            id           TEXT    PRIMARY KEY,
            position     INTEGER NOT NULL,
            page         TEXT    NOT NULL UNIQUE,
            name         TEXT    NOT NULL CHECK (json_valid(name)),
            summary      TEXT    NOT NULL CHECK (json_valid(summary)),
            title_field  TEXT    NOT NULL,
            form         TEXT    NOT NULL CHECK (json_valid(form)),
            chain        TEXT    NOT NULL CHECK (json_valid(chain))
          );
          CREATE TABLE upc_approval_applications (
            id              INTEGER PRIMARY KEY,
            type_id         TEXT    NOT NULL REFERENCES upc_approval_types (id),
            username        TEXT    NOT NULL,
            applicant_name  TEXT    NOT NULL,
            title           TEXT    NOT NULL,
            form_values     TEXT    NOT NULL CHECK (json_valid(form_values)),
            chain           TEXT    NOT NULL CHECK (json_valid(chain)),
            round           INTEGER NOT NULL CHECK (round >= 1),
            level           INTEGER NOT NULL CHECK (level >= 0),
            state           TEXT    NOT NULL CHECK (state IN ('pending', 'returned', 'approved', 'rejected', 'withdrawn')),
            submitted_at    INTEGER NOT NULL,
            updated_at      INTEGER NOT NULL
          );
          CREATE INDEX upc_approval_by_user ON upc_approval_applications (username, id);
          CREATE INDEX upc_approval_by_state ON upc_approval_applications (state, id);
          CREATE TABLE upc_approval_events (
            id              INTEGER PRIMARY KEY,
            application_id  INTEGER NOT NULL REFERENCES upc_approval_applications (id),
            round           INTEGER NOT NULL,
            level           INTEGER,
            level_name      TEXT    CHECK (level_name IS NULL OR json_valid(level_name)),
            action          TEXT    NOT NULL CHECK (action IN ('submit', 'resubmit', 'withdraw', 'pass', 'return', 'reject', 'approve')),
            by_username     TEXT    NOT NULL,
            by_name         TEXT    NOT NULL,
            at              INTEGER NOT NULL,
            comment         TEXT
          );
          CREATE INDEX upc_approval_events_by_application ON upc_approval_events (application_id, id);
          CREATE INDEX upc_approval_events_by_user ON upc_approval_events (by_username, at);
        `);
        const type = db.prepare('INSERT INTO upc_approval_types (id, position, page, name, summary, title_field, form, chain) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
        APPROVAL_TYPES.forEach((one, position) =>
          type.run(
            one.id,
            position,
            one.page,
            JSON.stringify(one.name),
            JSON.stringify(one.summary),
            one.titleField,
            JSON.stringify(one.form),
            JSON.stringify(one.chain),
          ),
        );
        // Staff members like the others (the staff's apps) who also decide approvals.
        const staff = DEMO_ACCOUNTS.find((account) => account.username === 'staff')?.permissions ?? {};
        const user = db.prepare('INSERT OR IGNORE INTO users (username, password_hash, name, role, role_name, permissions) VALUES (?, ?, ?, ?, ?, ?)');
        for (const account of [DEMO_REVIEWER, DEMO_APPROVER]) {
          user.run(account.username, hashPassword(DEMO_PASSWORD), account.name, 'staff', account.roleName, JSON.stringify({ ...staff, ...DECIDER }));
        }
        writeApprovalSeed(db);
      },
    },
  ],
  // Teachers and staff apply (the campus staff roles through the role they are a kind of); the college
  // leader also decides the levels of the leader in charge; the administrator sees every application.
  grants: {
    teacher: APPLICANT,
    staff: APPLICANT,
    leader: DECIDER,
    admin: DECIDER,
  },
  mount(api, services) {
    // The table is what the routes read (a school edits its rows): each row's form and chain are checked
    // at startup, so a broken definition stops the sandbox with where it is rather than failing a user.
    const rows = services.db.prepare<[], { id: string; form: string; chain: string }>('SELECT id, form, chain FROM upc_approval_types').all();
    for (const row of rows) {
      checkedDefinition(JSON.parse(row.form), `upc_approval_types ${row.id} (seeded from widgets/upc-approval/sandbox/approvalTypes.ts)`);
      checkedChain({ id: row.id, chain: JSON.parse(row.chain) as LevelDefinition[] });
    }
    api.route('/', createApprovalRoutes(services).app);
  },
};

export default backend;
