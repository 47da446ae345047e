/**
 * The quizzes' and surveys' backend (widget answer): `answer_papers`, their `answer_questions` (the right
 * answers stay here: no route sends them before a submission), `answer_attempts` and the attempts'
 * `answer_responses` with what each scored; routes `/api/answer/*` (routes.ts). The seed papers (seed.ts)
 * are written when the sandbox starts with none, dated from its today.
 */
import { type SandboxModule, epochSeconds } from '../../../sandbox/kit.ts';
import { createAnswerRoutes } from './routes.ts';
import { seedPapers } from './seed.ts';

const backend: SandboxModule = {
  name: 'answer',
  migrations: [
    {
      version: 1,
      description: 'quizzes and surveys (答题、问卷): papers, questions with their answers, attempts and their scored responses',
      up(db) {
        db.exec(`
          CREATE TABLE answer_papers (
            id             INTEGER PRIMARY KEY,
            kind           TEXT    NOT NULL CHECK (kind IN ('quiz', 'survey')),
            title          TEXT    NOT NULL,
            intro          TEXT    NOT NULL DEFAULT '',
            organizer      TEXT    NOT NULL,
            opens_at       INTEGER NOT NULL,
            closes_at      INTEGER NOT NULL CHECK (closes_at > opens_at),
            attempts_limit INTEGER CHECK (attempts_limit IS NULL OR attempts_limit >= 1),
            pass_score     INTEGER
          );
          CREATE TABLE answer_questions (
            id          INTEGER PRIMARY KEY,
            paper_id    INTEGER NOT NULL REFERENCES answer_papers (id),
            sort        INTEGER NOT NULL,
            type        TEXT    NOT NULL CHECK (type IN ('single', 'multiple', 'judge', 'fill', 'text')),
            stem        TEXT    NOT NULL,
            options     TEXT    NOT NULL DEFAULT '[]',
            answer      TEXT    NOT NULL DEFAULT '[]',
            points      INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
            explanation TEXT
          );
          CREATE INDEX answer_questions_by_paper ON answer_questions (paper_id, sort);
          CREATE TABLE answer_attempts (
            id           INTEGER PRIMARY KEY,
            paper_id     INTEGER NOT NULL REFERENCES answer_papers (id),
            user_id      INTEGER NOT NULL,
            submitted_at INTEGER NOT NULL,
            score        INTEGER
          );
          CREATE INDEX answer_attempts_by_user ON answer_attempts (user_id, paper_id);
          CREATE TABLE answer_responses (
            attempt_id  INTEGER NOT NULL REFERENCES answer_attempts (id),
            question_id INTEGER NOT NULL REFERENCES answer_questions (id),
            response    TEXT    NOT NULL,
            correct     INTEGER,
            gained      INTEGER,
            PRIMARY KEY (attempt_id, question_id)
          );
        `);
      },
    },
  ],
  mount(api, services) {
    // At start, not on a request: no GET may change what is stored.
    seedPapers(services.db, epochSeconds(services));
    api.route('/', createAnswerRoutes(services).app);
  },
};

export default backend;
