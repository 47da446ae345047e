/**
 * The vote endpoints (widgets/vote): the votes with the user's part in them (`vote.list`), one vote with
 * its options and the user's ballot but never its counts (`vote.detail`), the ballot itself (`vote.cast`:
 * one per user and vote, replaced until the deadline), the counts (`vote.result`: refused while a vote
 * that hides them runs) and the user's ballots (`vote.mine`).
 */
import type { VoteItem } from '../generated/types.ts';
import {
  requireGrant,
  requireLogin,
  type LoggedInEnv,
  replyFail,
  SandboxErrorCode,
  type InThreeLanguages,
  keyedRoutes,
  epochSeconds,
  type SandboxServices,
  clockOf,
  dayOfSeconds,
} from '../../../sandbox/kit.ts';

const when = (seconds: number) => `${dayOfSeconds(seconds)} ${clockOf(seconds * 1000)}`;

/** Refusals in the portal's three languages: the reader gets theirs (sandbox/envelope.ts, replyFail). */
export const VOTE_MESSAGES = {
  notFound: { zh: '该投票不存在或已撤销', en: 'This vote does not exist or was withdrawn', tw: '該投票不存在或已撤銷' },
  notOpen: (opens: number): InThreeLanguages => ({
    zh: `投票尚未开始，${when(opens)} 开始`,
    en: `Voting has not started yet: it opens at ${when(opens)}`,
    tw: `投票尚未開始，${when(opens)} 開始`,
  }),
  closed: { zh: '投票已截止，不能再投票或修改', en: 'Voting has closed: ballots can no longer be cast or changed', tw: '投票已截止，不能再投票或修改' },
  noChoice: { zh: '请至少选择一项', en: 'Choose at least one option', tw: '請至少選擇一項' },
  single: { zh: '本投票为单选，只能选一项', en: 'This vote is single choice: choose one option', tw: '本投票為單選，只能選一項' },
  tooMany: (max: number): InThreeLanguages => ({
    zh: `本投票最多选 ${max} 项`,
    en: `This vote allows at most ${max} choices`,
    tw: `本投票最多選 ${max} 項`,
  }),
  notAnOption: {
    zh: '所选的选项不属于这个投票，请刷新后重选',
    en: 'A chosen option is not part of this vote: reload and choose again',
    tw: '所選的選項不屬於這個投票，請重新整理後重選',
  },
  resultsHidden: (closes: number): InThreeLanguages => ({
    zh: `本投票的结果在投票截止（${when(closes)}）后公布`,
    en: `The results of this vote are published when it closes (${when(closes)})`,
    tw: `本投票的結果在投票截止（${when(closes)}）後公布`,
  }),
} as const;

interface VoteRow {
  id: number;
  title: string;
  description: string;
  organizer: string;
  opens_at: number;
  closes_at: number;
  max_choices: number;
  results_when: 'always' | 'closed';
  base_voters: number;
}

type Status = VoteItem['status'];

export function createVoteRoutes(services: SandboxServices) {
  const { db } = services;
  const routes = keyedRoutes<LoggedInEnv>();
  routes.use(requireLogin(services.sessions), requireGrant(services));

  const all = db.prepare<[], VoteRow>('SELECT * FROM votes');
  const one = db.prepare<[number], VoteRow>('SELECT * FROM votes WHERE id = ?');
  const optionsOf = db.prepare<[number], { id: number; label: string; note: string; base_votes: number; votes: number }>(`
    SELECT o.id, o.label, o.note, o.base_votes, (SELECT count(*) FROM vote_choices c WHERE c.option_id = o.id) AS votes
    FROM vote_options o WHERE o.vote_id = ? ORDER BY o.sort, o.id`);
  const ballotsOf = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM vote_ballots WHERE vote_id = ?');
  const ballot = db.prepare<[number, number], { id: number; voted_at: number }>('SELECT id, voted_at FROM vote_ballots WHERE vote_id = ? AND user_id = ?');
  const choicesOf = db.prepare<[number], { option_id: number; label: string }>(`
    SELECT c.option_id, o.label FROM vote_choices c JOIN vote_options o ON o.id = c.option_id WHERE c.ballot_id = ? ORDER BY o.sort, o.id`);
  const mine = db.prepare<[number], VoteRow & { ballot_id: number; voted_at: number }>(`
    SELECT v.*, b.id AS ballot_id, b.voted_at FROM vote_ballots b JOIN votes v ON v.id = b.vote_id WHERE b.user_id = ? ORDER BY b.voted_at DESC, b.id DESC`);
  const upsertBallot = db.prepare<[number, number, number], { id: number }>(`
    INSERT INTO vote_ballots (vote_id, user_id, voted_at) VALUES (?, ?, ?)
    ON CONFLICT (vote_id, user_id) DO UPDATE SET voted_at = excluded.voted_at RETURNING id`);
  const clearChoices = db.prepare<[number]>('DELETE FROM vote_choices WHERE ballot_id = ?');
  const addChoice = db.prepare<[number, number]>('INSERT INTO vote_choices (ballot_id, option_id) VALUES (?, ?)');

  const statusOf = (row: VoteRow, now: number): Status => (now < row.opens_at ? 'upcoming' : now < row.closes_at ? 'open' : 'closed');
  const resultsOpen = (row: VoteRow, now: number) => row.results_when === 'always' || statusOf(row, now) === 'closed';
  const voters = (row: VoteRow) => row.base_voters + ballotsOf.get(row.id)!.n;
  const myChoicesOf = (ballotId: number | undefined) => (ballotId === undefined ? [] : choicesOf.all(ballotId).map((c) => c.option_id));
  const itemOf = (row: VoteRow, userId: number, now: number): VoteItem => ({
    id: row.id,
    title: row.title,
    status: statusOf(row, now),
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    multiple: row.max_choices > 1,
    maxChoices: row.max_choices,
    voters: voters(row),
    voted: ballot.get(row.id, userId) !== undefined,
    resultsOpen: resultsOpen(row, now),
  });
  const RANK: Record<Status, number> = { open: 0, upcoming: 1, closed: 2 };

  routes.get('vote.list', (c, { ok }) => {
    const now = epochSeconds(services);
    const list = all.all().map((row) => itemOf(row, c.get('user').id, now));
    list.sort((a, b) => RANK[a.status] - RANK[b.status] || (a.status === 'closed' ? b.closesAt - a.closesAt : a.closesAt - b.closesAt) || a.id - b.id);
    return ok({ list });
  });

  routes.get('vote.detail', (c, { input, ok }) => {
    const row = one.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, VOTE_MESSAGES.notFound);
    const mineNow = ballot.get(row.id, c.get('user').id);
    return ok({
      ...itemOf(row, c.get('user').id, epochSeconds(services)),
      description: row.description,
      organizer: row.organizer,
      resultsWhen: row.results_when,
      options: optionsOf.all(row.id).map(({ id, label, note }) => ({ id, label, note })),
      myChoices: myChoicesOf(mineNow?.id),
      ...(mineNow ? { votedAt: mineNow.voted_at } : {}),
    });
  });

  routes.post('vote.cast', (c, { input, ok }) => {
    const row = one.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, VOTE_MESSAGES.notFound);
    const now = epochSeconds(services);
    const status = statusOf(row, now);
    if (status === 'upcoming') return replyFail(c, SandboxErrorCode.conflict, VOTE_MESSAGES.notOpen(row.opens_at));
    if (status === 'closed') return replyFail(c, SandboxErrorCode.conflict, VOTE_MESSAGES.closed);
    if (input.options.length === 0) return replyFail(c, SandboxErrorCode.badRequest, VOTE_MESSAGES.noChoice);
    if (row.max_choices === 1 && input.options.length > 1) return replyFail(c, SandboxErrorCode.badRequest, VOTE_MESSAGES.single);
    if (input.options.length > row.max_choices) return replyFail(c, SandboxErrorCode.badRequest, VOTE_MESSAGES.tooMany(row.max_choices));
    const offered = new Set(optionsOf.all(row.id).map((o) => o.id));
    if (!input.options.every((id) => offered.has(id))) return replyFail(c, SandboxErrorCode.badRequest, VOTE_MESSAGES.notAnOption);
    const userId = c.get('user').id;
    const changed = ballot.get(row.id, userId) !== undefined;
    // One ballot per user and vote (UNIQUE): a second cast replaces the choices of the first.
    const ballotId = db.transaction(() => {
      const { id } = upsertBallot.get(row.id, userId, now)!;
      clearChoices.run(id);
      for (const option of input.options) addChoice.run(id, option);
      return id;
    })();
    return ok({ id: row.id, myChoices: myChoicesOf(ballotId), votedAt: now, changed, voters: voters(row) });
  });

  routes.get('vote.result', (c, { input, ok }) => {
    const row = one.get(input.id);
    if (!row) return replyFail(c, SandboxErrorCode.notFound, VOTE_MESSAGES.notFound);
    const now = epochSeconds(services);
    if (!resultsOpen(row, now)) return replyFail(c, SandboxErrorCode.forbidden, VOTE_MESSAGES.resultsHidden(row.closes_at));
    const options = optionsOf.all(row.id).map((o) => ({ id: o.id, label: o.label, votes: o.base_votes + o.votes }));
    return ok({
      id: row.id,
      title: row.title,
      status: statusOf(row, now),
      closesAt: row.closes_at,
      multiple: row.max_choices > 1,
      voters: voters(row),
      ballots: options.reduce((sum, o) => sum + o.votes, 0),
      options,
      myChoices: myChoicesOf(ballot.get(row.id, c.get('user').id)?.id),
    });
  });

  routes.get('vote.mine', (c, { ok }) => {
    const now = epochSeconds(services);
    return ok({
      list: mine.all(c.get('user').id).map((row) => ({
        id: row.id,
        title: row.title,
        status: statusOf(row, now),
        closesAt: row.closes_at,
        choices: choicesOf.all(row.ballot_id).map((choice) => choice.label),
        votedAt: row.voted_at,
        resultsOpen: resultsOpen(row, now),
      })),
    });
  });

  return routes;
}
