/**
 * The activities' backend (widgets/activity): the seed (an activity open with its form, one full, one
 * ended with photos and comments, one where 王小明 waits for review); signing up with the form, reviewed or
 * accepted at once; never more sign-ups than places, even when the last place is asked for at once;
 * withdrawing; the organiser's review with a reason; the rotating check-in code, once per student, expiring;
 * comments and photos only after the end and by those who took part; organiser keys refused to students.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SandboxErrorCode } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, type KeyedCaller } from '../../../sandbox/testing.ts';
import { ACTIVITY_MESSAGES } from './activityMessages.ts';
import { CODE_PERIOD_S } from './checkinCode.ts';

const env = clockedSandbox();
const as = (username: string, language?: 'zh' | 'en' | 'tw') => callAs(env.sandbox.app, username, language);

const PHONE = { phone: '13912345678' };

/** China-time `YYYY-MM-DD HH:mm` of the sandbox clock plus `minutes`. */
function inMinutes(minutes: number): string {
  return new Date(env.clock + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The organiser creates an activity starting in `startIn` minutes; answers its id. */
async function create(organiser: KeyedCaller, extra: Record<string, unknown> = {}, startIn = 30): Promise<number> {
  const answer = await organiser.post('activity.create', {
    values: {
      title: '测试活动',
      category: 'club',
      organiser: '校团委',
      place: '信息楼 210',
      description: '一次用于测试的活动，欢迎参加。',
      startsAt: inMinutes(startIn),
      endsAt: inMinutes(startIn + 120),
      signupEndsAt: inMinutes(startIn),
      capacity: 10,
      review: 'auto',
      questions: [],
      ...extra,
    },
    _submission: randomUUID(),
  });
  expect(answer.e, answer.m).toBe(0);
  return answer.d.id;
}

const signUp = (caller: KeyedCaller, id: number, values: Record<string, unknown> = PHONE) =>
  caller.post('activity.signup', { id, values, _submission: randomUUID() });

describe('the seed', () => {
  it('has an activity open with its form, one full, one ended with photos and comments, and one where the student waits', async () => {
    const student = await as('student');
    const hall = await student.get('activity.hall', { size: 50 });
    expect(hall.e).toBe(0);
    expectContract('activity.hall', hall.d);
    const phases = Object.fromEntries(hall.d.list.map((one) => [one.title, one.phase]));
    expect(phases).toMatchObject({
      第十九届校园十佳歌手大赛初赛: 'open',
      '真人图书馆：对话支教归来的学长': 'full',
      秋季校园定向越野赛: 'ended',
      阳光敬老院探访志愿服务: 'open',
    });
    expect(hall.d.list.every((one) => one.cover?.startsWith('/site/attach?file='))).toBe(true);
    const mine = await student.get('activity.mine');
    expectContract('activity.mine', mine.d);
    expect(mine.d.list.map((one) => [one.activity.title, one.signup.state])).toEqual([
      ['Python 数据分析入门工作坊', 'accepted'],
      ['阳光敬老院探访志愿服务', 'pending'],
      ['秋季校园定向越野赛', 'accepted'],
    ]);
    const race = hall.d.list.find((one) => one.phase === 'ended')!;
    const albums = await student.get('activity.albums', { id: race.id });
    expectContract('activity.albums', albums.d);
    expect(albums.d.list.map((album) => [album.title, album.count])).toEqual([
      ['起点集结', 4],
      ['赛道风采', 5],
    ]);
    const comments = await student.get('activity.comments', { id: race.id });
    expectContract('activity.comments', comments.d);
    expect(comments.d.mayComment).toBe(true);
    expect(comments.d.list.filter((one) => one.mine)).toHaveLength(1);
    const singers = hall.d.list.find((one) => one.title === '第十九届校园十佳歌手大赛初赛')!;
    const detail = await student.get('activity.detail', { id: singers.id });
    expectContract('activity.detail', detail.d);
    expect(detail.d.form.sections[0]!.fields.map((field) => field.name)).toEqual(['phone', 'studentNumber', 'experience']);
    expect(detail.d.mine).toBeNull();
    const files = await student.get('activity.files', { id: singers.id });
    expectContract('activity.files', files.d);
    expect(files.d.list.map((file) => file.name)).toEqual(['十佳歌手大赛比赛规则.docx']);
  });

  it('searches the hall and filters it by category', async () => {
    const student = await as('student');
    expect((await student.get('activity.hall', { q: '敬老院' })).d.list.map((one) => one.title)).toEqual(['阳光敬老院探访志愿服务']);
    expect((await student.get('activity.hall', { category: 'sports' })).d.list.map((one) => one.title)).toEqual(['秋季校园定向越野赛']);
  });
});

describe('signing up', () => {
  it('checks the form, then waits for review; the organiser rejects with a reason, which the student reads', async () => {
    const [student, organiser] = [await as('student'), await as('organiser')];
    const id = await create(organiser, { review: 'review', questions: ['studentNumber'] });
    const missing = await signUp(student, id);
    expect(missing.e).toBe(SandboxErrorCode.formProblems);
    const signed = await signUp(student, id, { ...PHONE, studentNumber: '2023010101' });
    expect(signed.e, signed.m).toBe(0);
    expectContract('activity.signup', signed.d);
    expect(signed.d.signup.state).toBe('pending');
    expect((await signUp(student, id, { ...PHONE, studentNumber: '2023010101' })).m).toBe(ACTIVITY_MESSAGES.alreadySigned.zh);

    const list = await organiser.get('activity.participants', { id });
    expectContract('activity.participants', list.d);
    expect(list.d.list.map((one) => [one.name, one.state, one.values.studentNumber])).toEqual([['王小明', 'pending', '2023010101']]);
    const noReason = await organiser.post('activity.review', { id: signed.d.signup.id, decision: 'reject', reason: ' ' });
    expect(noReason.m).toBe(ACTIVITY_MESSAGES.reasonNeeded.zh);
    const rejected = await organiser.post('activity.review', { id: signed.d.signup.id, decision: 'reject', reason: '学号有误' });
    expectContract('activity.review', rejected.d);
    expect(rejected.d.participant).toMatchObject({ state: 'rejected', reason: '学号有误' });
    expect((await organiser.post('activity.review', { id: signed.d.signup.id, decision: 'accept' })).m).toBe(ACTIVITY_MESSAGES.alreadyDecided.zh);
    expect((await student.get('activity.detail', { id })).d.mine).toMatchObject({ state: 'rejected', reason: '学号有误' });
    expect((await signUp(student, id, { ...PHONE, studentNumber: '2023010101' })).m).toBe(ACTIVITY_MESSAGES.wasRejected('学号有误').zh);
  });

  it('never takes more sign-ups than places: of six students asking for the last place at once, one gets it', async () => {
    const organiser = await as('organiser');
    const id = await create(organiser, { capacity: 1 });
    const callers = await Promise.all(['student', 'teacher', 'staff', 'instructor', 'leader', 'manager'].map((name) => as(name)));
    const answers = await Promise.all(callers.map((caller) => signUp(caller, id)));
    expect(answers.filter((answer) => answer.e === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.m === ACTIVITY_MESSAGES.full.zh)).toHaveLength(5);
    const detail = await callers[0]!.get('activity.detail', { id });
    expect([detail.d.activity.taken, detail.d.activity.phase]).toEqual([1, 'full']);
  });

  it('frees the place when a student withdraws, and refuses a sign-up after it closes, in the reader’s language', async () => {
    const organiser = await as('organiser');
    const id = await create(organiser, { capacity: 1 });
    const [student, teacher] = [await as('student'), await as('teacher', 'en')];
    expect((await signUp(student, id)).d.signup.state).toBe('accepted');
    expect((await signUp(teacher, id)).m).toBe(ACTIVITY_MESSAGES.full.en);
    expect((await student.post('activity.cancel', { id })).d.signup.state).toBe('cancelled');
    expect((await signUp(teacher, id)).e).toBe(0);
    env.clock += 31 * 60_000;
    const late = await signUp(student, id);
    expect(late.m).toMatch(/^报名已于 .+ 截止$/);
  });
});

describe('checking in', () => {
  it('takes the code the organiser shows, once per student, and not after it expired', async () => {
    const organiser = await as('organiser');
    const id = await create(organiser, {}, 90);
    const [student, teacher, staff] = [await as('student'), await as('teacher'), await as('staff')];
    for (const caller of [student, teacher, staff]) expect((await signUp(caller, id)).e).toBe(0);
    const shown = await organiser.get('activity.code', { id });
    expectContract('activity.code', shown.d);
    expect((await student.post('activity.checkin', { id, code: shown.d.code })).m).toMatch(/^签到尚未开始/);

    env.clock += 40 * 60_000;
    const code = (await organiser.get('activity.code', { id })).d.code;
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await student.post('activity.checkin', { id, code: wrong })).m).toBe(ACTIVITY_MESSAGES.wrongCode.zh);
    const checked = await student.post('activity.checkin', { id, code });
    expectContract('activity.checkin', checked.d);
    expect((await student.post('activity.checkin', { id, code })).m).toMatch(/^你已于 .+ 签到，无需重复签到$/);
    env.clock += CODE_PERIOD_S * 1000;
    expect((await teacher.post('activity.checkin', { id, code })).e).toBe(0);
    env.clock += CODE_PERIOD_S * 1000;
    expect((await staff.post('activity.checkin', { id, code })).m).toBe(ACTIVITY_MESSAGES.wrongCode.zh);
    const counts = (await organiser.get('activity.code', { id })).d;
    expect([counts.accepted, counts.checkedIn]).toEqual([3, 2]);
    expect((await organiser.get('activity.participants', { id })).d.list.filter((one) => one.checkedInAt !== null)).toHaveLength(2);
  });
});

describe('after the event', () => {
  it('refuses comments before the end, saying when they open; then takes them from those who took part', async () => {
    const organiser = await as('organiser');
    const id = await create(organiser);
    const early = await as('student');
    expect((await signUp(early, id)).e).toBe(0);
    expect((await early.post('activity.comment', { id, text: '很棒' })).m).toMatch(/^活动结束后（.+ 起）才能发表评论和上传照片$/);
    env.clock += 3 * 3_600_000;
    // Hours later: logged in again (an idle session has expired).
    const [student, teacher] = [await as('student'), await as('teacher')];
    expect((await teacher.post('activity.comment', { id, text: '很棒' })).m).toBe(ACTIVITY_MESSAGES.notParticipant.zh);
    const said = await student.post('activity.comment', { id, text: '  收获很多，谢谢组织者！ ' });
    expectContract('activity.comment', said.d);
    expect(said.d.comment).toMatchObject({ name: '王小明', text: '收获很多，谢谢组织者！', mine: true });
    const album = (await student.get('activity.albums', { id })).d.list[0]!;
    const notMine = await student.post('activity.addPhoto', { album: album.id, url: '/site/attach?file=all/2026/aaaaaaaaaaaaaaaa.png' });
    expect(notMine.m).toBe(ACTIVITY_MESSAGES.noPhoto.zh);
    const shown = await student.get('activity.album', { id: album.id });
    expectContract('activity.album', shown.d);
    expect(shown.d.mayAdd).toBe(true);
  });
});

describe('who manages', () => {
  it('lists the demo organiser on the login page', async () => {
    const page = await (await env.sandbox.app.fetch(new Request('http://sandbox/api/uc/login'))).text();
    expect(page).toContain('organiser');
    expect(page).toContain('周敏');
  });

  it('refuses the organiser keys to a student; the organiser lists the activities they run', async () => {
    const student = await as('student');
    const refused = await student.get('activity.owned');
    expect(refused.m).toBe(ACTIVITY_MESSAGES.organiserOnly.zh);
    expect((await student.get('activity.newForm')).e).toBe(SandboxErrorCode.forbidden);
    const upload = await student.post('activity.addFile', { id: 1, url: '/site/attach?file=all/2026/aaaaaaaaaaaaaaaa.pdf', name: '规则.pdf' });
    expect(upload.m).toBe(ACTIVITY_MESSAGES.organiserOnly.zh);
    const organiser = await as('organiser');
    const owned = await organiser.get('activity.owned');
    expectContract('activity.owned', owned.d);
    expect(owned.d.list.length).toBe(5);
    expectContract('activity.newForm', (await organiser.get('activity.newForm')).d);
  });

  it('refuses times out of order and a start in the past', async () => {
    const organiser = await as('organiser');
    const answer = await organiser.post('activity.create', {
      values: { startsAt: inMinutes(-10), endsAt: inMinutes(60), signupEndsAt: inMinutes(-20) },
      _submission: randomUUID(),
    });
    expect(answer.m).toBe(ACTIVITY_MESSAGES.startPassed.zh);
    const order = await organiser.post('activity.create', {
      values: { startsAt: inMinutes(60), endsAt: inMinutes(30), signupEndsAt: inMinutes(20) },
      _submission: randomUUID(),
    });
    expect(order.m).toBe(ACTIVITY_MESSAGES.badTimes.zh);
  });
});
