/**
 * The official document flow's backend (widget document, 公文流转): tables
 * `document_flow_types` (each flow type's steps as JSON: the definitions are data, see documentSeed.ts),
 * `document_companies` (supervising departments a report goes to), `documents`, `document_tasks` (one per
 * handler per step visit: opened, done, opinion) and `document_log` (every action); routes
 * `/api/document/*` (routes.ts), the rules in documentFlow.ts. Adds the demo account `dochandler` (赵敏,
 * 文书 of 党政办公室), who registers incoming and drafts outgoing documents (module `send`).
 */
import { addWidgetAccounts, type SandboxModule, type PermissionMap } from '../../../sandbox/kit.ts';
import { DEMO_DOC_HANDLER, writeDocumentSeed } from './documentSeed.ts';
import { createDocumentRoutes } from './routes.ts';

const READ = ['backlog', 'complete', 'waitpage', 'flow', 'flowpage', 'officialpage', 'redpage', 'flowlog', 'user'];
// The app key of the demo site (sites/demo.json `document`); module `send` is drafting (widget.json `grant`).
const HANDLER: PermissionMap = { document: { module: READ } };
const SENDER: PermissionMap = { document: { module: [...READ, 'sendpage', 'choosecompany', 'send'] } };

const backend: SandboxModule = {
  name: 'document',
  migrations: [
    {
      version: 1,
      description:
        'official document flow (公文流转): flow types as data, supervising departments, about 40 documents with their tasks and logs; the demo registrar account',
      up(db) {
        db.exec(`
          CREATE TABLE document_flow_types (
            key      TEXT    PRIMARY KEY,
            name     TEXT    NOT NULL,
            prefix   TEXT    NOT NULL,
            red_head TEXT    NOT NULL,
            office   TEXT    NOT NULL,
            steps    TEXT    NOT NULL CHECK (json_valid(steps)),
            sort     INTEGER NOT NULL
          );
          CREATE TABLE document_companies (
            id   INTEGER PRIMARY KEY,
            name TEXT    NOT NULL UNIQUE
          );
          CREATE TABLE documents (
            id               INTEGER PRIMARY KEY,
            type             TEXT    NOT NULL REFERENCES document_flow_types (key),
            number           TEXT    NOT NULL UNIQUE,
            title            TEXT    NOT NULL,
            office           TEXT    NOT NULL,
            urgency          TEXT    NOT NULL CHECK (urgency IN ('normal', 'urgent', 'critical')),
            deadline         TEXT,
            receipt_required INTEGER NOT NULL DEFAULT 0,
            body             TEXT    NOT NULL,
            attachments      TEXT    NOT NULL CHECK (json_valid(attachments)),
            sender           TEXT    NOT NULL,
            sender_name      TEXT    NOT NULL,
            created_at       INTEGER NOT NULL,
            state            TEXT    NOT NULL CHECK (state IN ('moving', 'done')),
            step_index       INTEGER NOT NULL,
            handlers         TEXT    NOT NULL CHECK (json_valid(handlers)),
            last_task_id     INTEGER,
            signed_by        TEXT,
            signed_at        INTEGER,
            sealed_at        INTEGER,
            done_at          INTEGER,
            company_id       INTEGER REFERENCES document_companies (id)
          );
          CREATE INDEX documents_by_sender ON documents (sender, state, created_at);
          CREATE TABLE document_tasks (
            id          INTEGER PRIMARY KEY,
            document_id INTEGER NOT NULL REFERENCES documents (id),
            step_index  INTEGER NOT NULL,
            kind        TEXT    NOT NULL,
            username    TEXT    NOT NULL,
            name        TEXT    NOT NULL,
            seq         INTEGER NOT NULL,
            state       TEXT    NOT NULL CHECK (state IN ('waiting', 'open', 'done', 'moved', 'cancelled')),
            created_at  INTEGER NOT NULL,
            opened_at   INTEGER,
            done_at     INTEGER,
            opinion     TEXT,
            from_task   INTEGER
          );
          CREATE INDEX document_tasks_by_user ON document_tasks (username, state);
          CREATE INDEX document_tasks_by_document ON document_tasks (document_id, step_index);
          CREATE TABLE document_log (
            id          INTEGER PRIMARY KEY,
            document_id INTEGER NOT NULL REFERENCES documents (id),
            at          INTEGER NOT NULL,
            username    TEXT    NOT NULL,
            name        TEXT    NOT NULL,
            action      TEXT    NOT NULL,
            step        TEXT    NOT NULL,
            opinion     TEXT
          );
          CREATE INDEX document_log_by_document ON document_log (document_id, at);
        `);
        // A staff member like the others (the staff's apps), who also registers and drafts documents.
        addWidgetAccounts(db, [{ ...DEMO_DOC_HANDLER, like: 'staff', grants: SENDER }]);
        writeDocumentSeed(db);
      },
    },
  ],
  // Every staff role handles documents (the campus staff roles through the role they are a kind of: the
  // leader 刘书记 is a teacher); students and visitors get nothing. The administrator may also draft.
  grants: {
    teacher: HANDLER,
    staff: HANDLER,
    admin: SENDER,
  },
  mount(api, services) {
    api.route('/', createDocumentRoutes(services).app);
  },
};

export default backend;
