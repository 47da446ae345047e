/**
 * The votes' backend (widgets/vote): the seeded votes in order, a ballot cast and changed until the
 * deadline (one per user: UNIQUE), the single/multiple rules and the maximum, results hidden by the
 * server until a vote that says so closes, the user's ballots. The clock: 2026-05-11 16:00 China time
 * (clockedSandbox); every answer validates against widgets/vote/contracts.
 */
import { describe, expect, it } from 'vitest';
import type { VoteCastBody } from '../generated/types.ts';
import { DAY_S } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, visitorCaller } from '../../../sandbox/testing.ts';
import { SEED_VOTES } from './seed.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);
/** Seed ids, in seed order: 十佳歌手 (open, up to 3), 最美教师 (open, hidden), 食堂满意度 (closed), 元旦晚会 (upcoming). */
const [SINGERS, TEACHERS, CANTEEN, GALA] = [1, 2, 3, 4];

async function optionIds(username: string, id: number) {
  const detail = await (await as(username)).get('vote.detail', { id });
  return detail.d.options.map((o) => o.id);
}

describe('vote.list and vote.detail', () => {
  it('lists open votes first, then upcoming, then closed, with whether results may be read', async () => {
    const list = await (await as('student')).get('vote.list');
    expectContract('vote.list', list.d);
    expect(list.d.list.map((v) => [v.id, v.status, v.resultsOpen])).toEqual([
      [TEACHERS, 'open', false],
      [SINGERS, 'open', true],
      [GALA, 'upcoming', true],
      [CANTEEN, 'closed', true],
    ]);
    expect(list.d.list.filter((v) => v.voted).map((v) => v.id)).toEqual([CANTEEN]);
  });

  it('gives a vote with its options and notice but no counts, and 404 for an unknown one', async () => {
    const student = await as('student');
    const detail = await student.get('vote.detail', { id: SINGERS });
    expectContract('vote.detail', detail.d);
    expect(detail.d).toMatchObject({ title: SEED_VOTES[0]!.title, multiple: true, maxChoices: 3, myChoices: [], organizer: '校团委文艺部' });
    expect(JSON.stringify(detail.d)).not.toContain('votes');
    expect(await student.get('vote.detail', { id: 99 })).toMatchObject({ e: 404, m: '该投票不存在或已撤销' });
  });
});

describe('vote.cast', () => {
  it('takes one ballot per user, changeable until the deadline, and then refuses', async () => {
    const student = await as('student');
    const [a, b, c, d] = await optionIds('student', SINGERS);
    const first = await student.post('vote.cast', { id: SINGERS, options: [a!, b!] });
    expect(first.e).toBe(0);
    expectContract('vote.cast', first.d);
    expect(first.d).toMatchObject({ myChoices: [a, b], changed: false, voters: SEED_VOTES[0]!.baseVoters + 1 });
    const again = await student.post('vote.cast', { id: SINGERS, options: [c!, d!, a!] });
    expect(again.d).toMatchObject({ changed: true, voters: SEED_VOTES[0]!.baseVoters + 1 });
    expect(again.d.myChoices.sort()).toEqual([a, c, d].sort());
    expect(env.sandbox.db.prepare('SELECT count(*) AS n FROM vote_ballots WHERE vote_id = ?').get(SINGERS)).toEqual({ n: 1 });
    expect(() =>
      env.sandbox.db
        .prepare('INSERT INTO vote_ballots (vote_id, user_id, voted_at) SELECT vote_id, user_id, 0 FROM vote_ballots WHERE vote_id = ?')
        .run(SINGERS),
    ).toThrow(/UNIQUE/);

    env.clock += 6 * DAY_S * 1000;
    // A session does not outlive days of the clock: log in again.
    const later = await as('student');
    const late = await later.post('vote.cast', { id: SINGERS, options: [a!] });
    expect([late.e, late.m]).toEqual([409, '投票已截止，不能再投票或修改']);
    const mine = await later.get('vote.detail', { id: SINGERS });
    expect(mine.d.myChoices.sort()).toEqual([a, c, d].sort());
  });

  it('holds a ballot to its vote: single choice, the maximum, its own options, open now', async () => {
    const student = await as('student');
    const [t1, t2] = await optionIds('student', TEACHERS);
    const singers = await optionIds('student', SINGERS);
    const cast = (body: VoteCastBody) => student.post('vote.cast', body);
    expect(await cast({ id: TEACHERS, options: [t1!, t2!] })).toMatchObject({ e: 400, m: '本投票为单选，只能选一项' });
    expect(await cast({ id: SINGERS, options: singers.slice(0, 4) })).toMatchObject({ e: 400, m: '本投票最多选 3 项' });
    expect(await cast({ id: TEACHERS, options: [singers[0]!] })).toMatchObject({ e: 400, m: '所选的选项不属于这个投票，请刷新后重选' });
    expect(await cast({ id: SINGERS, options: [] })).toMatchObject({ e: 400, m: '请至少选择一项' });
    expect(await cast({ id: CANTEEN, options: [(await optionIds('student', CANTEEN))[0]!] })).toMatchObject({ e: 409 });
    const early = await cast({ id: GALA, options: [(await optionIds('student', GALA))[0]!] });
    expect([early.e, early.m]).toEqual([409, '投票尚未开始，2026-05-13 16:00 开始']);
    const english = await (await as('student', 'en')).post('vote.cast', { id: SINGERS, options: singers.slice(0, 4) });
    expect(english.m).toBe('This vote allows at most 3 choices');
    expect(env.sandbox.db.prepare('SELECT count(*) AS n FROM vote_ballots WHERE vote_id <> ?').get(CANTEEN)).toEqual({ n: 0 });
  });

  it('needs a login', async () => {
    expect((await visitorCaller(env.sandbox.app).post('vote.cast', { id: SINGERS, options: [1] })).e).toBe(10013);
    expect((await visitorCaller(env.sandbox.app).get('vote.result', { id: CANTEEN })).e).toBe(10013);
  });
});

describe('vote.result', () => {
  it('counts the base ballots and the users’ own, and shows the closed vote', async () => {
    const student = await as('student');
    const teacher = await as('teacher');
    const [a, b] = await optionIds('student', SINGERS);
    await student.post('vote.cast', { id: SINGERS, options: [a!, b!] });
    await teacher.post('vote.cast', { id: SINGERS, options: [a!] });
    const result = await student.get('vote.result', { id: SINGERS });
    expectContract('vote.result', result.d);
    const base = SEED_VOTES[0]!.options;
    expect(result.d.options.slice(0, 2).map((o) => o.votes)).toEqual([base[0]![2] + 2, base[1]![2] + 1]);
    expect(result.d).toMatchObject({ voters: SEED_VOTES[0]!.baseVoters + 2, myChoices: [a, b], status: 'open' });
    const closed = await student.get('vote.result', { id: CANTEEN });
    expect(closed.d.options.map((o) => o.label)).toEqual(['非常满意', '比较满意', '一般', '不太满意', '很不满意']);
  });

  it('refuses the counts of a vote that hides them until it closes, in the reader’s language, then gives them', async () => {
    const student = await as('student');
    const [t1] = await optionIds('student', TEACHERS);
    await student.post('vote.cast', { id: TEACHERS, options: [t1!] });
    const hidden = await student.get('vote.result', { id: TEACHERS });
    expect([hidden.e, hidden.m, hidden.d]).toEqual([403, '本投票的结果在投票截止（2026-05-14 16:00）后公布', null]);
    const english = await (await as('teacher', 'en')).get('vote.result', { id: TEACHERS });
    expect(english.m).toBe('The results of this vote are published when it closes (2026-05-14 16:00)');
    env.clock += 3 * DAY_S * 1000;
    const shown = await (await as('student')).get('vote.result', { id: TEACHERS });
    expect(shown.e).toBe(0);
    expect(shown.d.options[0]!.votes).toBe(SEED_VOTES[1]!.options[0]![2] + 1);
    expect(shown.d.status).toBe('closed');
  });
});

describe('vote.mine', () => {
  it('lists the user’s ballots with the labels chosen, and nobody else’s', async () => {
    const student = await as('student');
    const [a, , c] = await optionIds('student', SINGERS);
    await student.post('vote.cast', { id: SINGERS, options: [c!, a!] });
    const mine = await student.get('vote.mine');
    expectContract('vote.mine', mine.d);
    expect(mine.d.list).toEqual([
      expect.objectContaining({ id: SINGERS, choices: ['张雨桐', '陈思琪'], status: 'open', resultsOpen: true }),
      expect.objectContaining({ id: CANTEEN, choices: ['比较满意'], status: 'closed' }),
    ]);
    expect((await (await as('teacher')).get('vote.mine')).d.list).toEqual([]);
  });
});
