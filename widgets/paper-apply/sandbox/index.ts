/**
 * The printed certificates' backend (widget paper-apply): table `paper_apply_applications`, routes
 * `/api/paperApply/*` (routes.ts), 40 seeded applications in every state (paperSeed.ts). Students may
 * apply (module `apply`); the office, the demo staff account and the administrator, handles (`handle`).
 */
import { checkedDefinition, type SandboxModule } from '../../../sandbox/kit.ts';
import { PAPER_FORM } from './paperForm.ts';
import { seedPaperApplications } from './paperSeed.ts';
import { createPaperApplyRoutes } from './routes.ts';

const backend: SandboxModule = {
  name: 'paper-apply',
  migrations: [
    {
      version: 1,
      description: 'printed certificate applications (纸质证明申请): 40 by campus students in every state, two of 王小明’s',
      up(db) {
        db.exec(`
          CREATE TABLE paper_apply_applications (
            id              INTEGER PRIMARY KEY,
            username        TEXT,
            student_number  TEXT    NOT NULL,
            student_name    TEXT    NOT NULL,
            class_name      TEXT    NOT NULL,
            certificate     TEXT    NOT NULL CHECK (certificate IN ('enrolment', 'transcript', 'degree', 'status')),
            language        TEXT    NOT NULL CHECK (language IN ('zh', 'en')),
            copies          INTEGER NOT NULL CHECK (copies BETWEEN 1 AND 10),
            purpose         TEXT    NOT NULL,
            pickup          TEXT    NOT NULL CHECK (pickup IN ('self', 'mail')),
            address         TEXT,
            phone           TEXT    NOT NULL,
            state           TEXT    NOT NULL CHECK (state IN ('pending', 'ready', 'mailed', 'collected', 'delivered', 'returned')),
            submitted_at    INTEGER NOT NULL,
            updated_at      INTEGER NOT NULL,
            courier         TEXT,
            tracking_number TEXT,
            note            TEXT,
            handled_by      TEXT,
            CHECK (state NOT IN ('mailed', 'delivered') OR tracking_number IS NOT NULL)
          );
          CREATE INDEX paper_apply_by_user ON paper_apply_applications (username, submitted_at);
          CREATE INDEX paper_apply_by_state ON paper_apply_applications (state, submitted_at);
        `);
        seedPaperApplications(db);
      },
    },
  ],
  // Students apply; the office (the demo staff account) handles; the administrator may do either.
  grants: {
    student: { paperApply: { module: ['apply'] } },
    staff: { paperApply: { module: ['handle'] } },
    admin: { paperApply: { module: ['apply', 'handle'] } },
  },
  mount(api, services) {
    checkedDefinition(PAPER_FORM, 'widgets/paper-apply/sandbox/paperForm.ts');
    api.route('/', createPaperApplyRoutes(services).app);
  },
};

export default backend;
