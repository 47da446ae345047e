/**
 * The votes' backend (widget vote): `votes`, their `vote_options`, and one `vote_ballots` row per user and
 * vote (UNIQUE) with its `vote_choices`; routes `/api/vote/*` (routes.ts). The seed votes (seed.ts) are
 * written when the sandbox starts with none, dated from its today.
 */
import { type SandboxModule, epochSeconds } from '../../../sandbox/kit.ts';
import { createVoteRoutes } from './routes.ts';
import { seedVotes } from './seed.ts';

const backend: SandboxModule = {
  name: 'vote',
  migrations: [
    {
      version: 1,
      description: 'votes (投票) with their options, and one ballot per user and vote with its choices',
      up(db) {
        // base_voters / base_votes: the campus's ballots the seed brings; the demo accounts' ballots add to them.
        db.exec(`
          CREATE TABLE votes (
            id           INTEGER PRIMARY KEY,
            title        TEXT    NOT NULL,
            description  TEXT    NOT NULL DEFAULT '',
            organizer    TEXT    NOT NULL,
            opens_at     INTEGER NOT NULL,
            closes_at    INTEGER NOT NULL CHECK (closes_at > opens_at),
            max_choices  INTEGER NOT NULL CHECK (max_choices >= 1),
            results_when TEXT    NOT NULL CHECK (results_when IN ('always', 'closed')),
            base_voters  INTEGER NOT NULL DEFAULT 0,
            created_at   INTEGER NOT NULL
          );
          CREATE TABLE vote_options (
            id         INTEGER PRIMARY KEY,
            vote_id    INTEGER NOT NULL REFERENCES votes (id),
            sort       INTEGER NOT NULL,
            label      TEXT    NOT NULL,
            note       TEXT    NOT NULL DEFAULT '',
            base_votes INTEGER NOT NULL DEFAULT 0
          );
          CREATE INDEX vote_options_by_vote ON vote_options (vote_id, sort);
          CREATE TABLE vote_ballots (
            id       INTEGER PRIMARY KEY,
            vote_id  INTEGER NOT NULL REFERENCES votes (id),
            user_id  INTEGER NOT NULL,
            voted_at INTEGER NOT NULL,
            UNIQUE (vote_id, user_id)
          );
          CREATE TABLE vote_choices (
            ballot_id INTEGER NOT NULL REFERENCES vote_ballots (id) ON DELETE CASCADE,
            option_id INTEGER NOT NULL REFERENCES vote_options (id),
            PRIMARY KEY (ballot_id, option_id)
          );
          CREATE INDEX vote_choices_by_option ON vote_choices (option_id);
        `);
      },
    },
  ],
  mount(api, services) {
    // At start, not on a request: no GET may change what is stored.
    seedVotes(services.db, epochSeconds(services));
    api.route('/', createVoteRoutes(services).app);
  },
};

export default backend;
