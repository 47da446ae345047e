/**
 * The backend of the dynamic forms (widget dynamic-form): tables `dynamic_forms` (one row per form, its
 * current definition), `dynamic_form_versions` (every version's definition, so a submission shows the form it
 * was made on), `dynamic_form_submissions`; routes `/api/dynamic-form/*` (routes.ts). Seeded with six forms
 * (seedForms.ts) and about 115 submissions (seedSubmissions.ts).
 */
import { checkedDefinition, type SandboxModule, type SandboxDatabase, type FormDefinition } from '../../../sandbox/kit.ts';
import { createDynamicFormRoutes } from './routes.ts';
import { SEED_FORMS } from './seedForms.ts';
import { seedSubmissions } from './seedSubmissions.ts';

function seed(db: SandboxDatabase): void {
  const insertForm = db.prepare(`
    INSERT INTO dynamic_forms (id, owner, audience, opens_at, closes_at, one_per_user, definition, version, created_at)
    VALUES (@id, @owner, @audience, @opensAt, @closesAt, @onePerUser, @definition, @version, @createdAt)`);
  const insertVersion = db.prepare('INSERT INTO dynamic_form_versions (form_id, version, definition, created_at) VALUES (?, ?, ?, ?)');
  const insertSubmission = db.prepare('INSERT INTO dynamic_form_submissions (form_id, version, username, "values", submitted_at) VALUES (?, ?, ?, ?, ?)');
  const definitions = new Map<string, FormDefinition>();
  for (const form of SEED_FORMS) {
    const definition = checkedDefinition(form.definition, `widgets/dynamic-form/sandbox/seedForms.ts, form "${form.definition.id}"`);
    const version = definition.version ?? 1;
    const text = JSON.stringify(definition);
    insertForm.run({
      id: definition.id,
      owner: form.owner,
      audience: form.audience.join(','),
      opensAt: form.opensAt,
      closesAt: form.closesAt,
      onePerUser: form.onePerUser ? 1 : 0,
      definition: text,
      version,
      createdAt: form.createdAt,
    });
    insertVersion.run(definition.id, version, text, form.createdAt);
    definitions.set(definition.id, definition);
  }
  // Oldest first, so ids grow with time.
  const submissions = seedSubmissions(db, definitions).sort((a, b) => a.submittedAt - b.submittedAt);
  for (const submission of submissions) {
    insertSubmission.run(
      submission.formId,
      definitions.get(submission.formId)!.version ?? 1,
      submission.username,
      JSON.stringify(submission.values),
      submission.submittedAt,
    );
  }
}

const backend: SandboxModule = {
  name: 'dynamic-form',
  migrations: [
    {
      version: 1,
      description: 'dynamic forms (表单中心): forms with their definitions and versions, submissions; six zh forms and their submissions seeded',
      up(db) {
        db.exec(`
          CREATE TABLE dynamic_forms (
            id           TEXT    PRIMARY KEY,
            owner        TEXT    NOT NULL,
            audience     TEXT    NOT NULL,
            opens_at     INTEGER NOT NULL,
            closes_at    INTEGER,
            one_per_user INTEGER NOT NULL DEFAULT 0,
            definition   TEXT    NOT NULL CHECK (json_valid(definition)),
            version      INTEGER NOT NULL DEFAULT 1,
            created_at   INTEGER NOT NULL
          );
          CREATE TABLE dynamic_form_versions (
            form_id    TEXT    NOT NULL REFERENCES dynamic_forms (id),
            version    INTEGER NOT NULL,
            definition TEXT    NOT NULL CHECK (json_valid(definition)),
            created_at INTEGER NOT NULL,
            PRIMARY KEY (form_id, version)
          );
          CREATE TABLE dynamic_form_submissions (
            id           INTEGER PRIMARY KEY,
            form_id      TEXT    NOT NULL REFERENCES dynamic_forms (id),
            version      INTEGER NOT NULL,
            username     TEXT    NOT NULL,
            "values"     TEXT    NOT NULL CHECK (json_valid("values")),
            submitted_at INTEGER NOT NULL
          );
          CREATE INDEX dynamic_form_submissions_by_form ON dynamic_form_submissions (form_id, submitted_at DESC, id DESC);
          CREATE INDEX dynamic_form_submissions_by_user ON dynamic_form_submissions (username, submitted_at DESC, id DESC);
        `);
        seed(db);
      },
    },
  ],
  mount(api, services) {
    // The seeded forms are checked on every start, not only when the migration seeds them into a new database.
    for (const form of SEED_FORMS) checkedDefinition(form.definition, `widgets/dynamic-form/sandbox/seedForms.ts, form "${form.definition.id}"`);
    api.route('/', createDynamicFormRoutes(services));
  },
};

export default backend;
