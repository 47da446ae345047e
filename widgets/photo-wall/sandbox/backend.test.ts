/**
 * The photo wall and collection endpoints (photo-wall widget): the public wall, likes once per user, my
 * photos, sending only one's own uploaded image within the daily limit, deleting only one's own, the
 * campaigns' deadlines and limits; every answer against its contract.
 */
import { describe, expect, it } from 'vitest';
import type { PhotoWallCampaignSubmitBody, PhotoWallLikeBody, PhotoWallListQuery, PhotoWallSubmitBody } from '../generated/types.ts';
import type { Envelope } from '../../../sandbox/kit.ts';
import { chinaDayStart } from './routes.ts';
import { PHOTO_MESSAGES } from './photoMessages.ts';
import { PHOTOWALL_DAILY_LIMIT, SEED_CAMPAIGNS, SEED_PHOTOS } from './seed.ts';
import { scenePng, seedScene, clockedSandbox, expectContract, callAs, keyedCaller, type KeyedCaller } from '../../../sandbox/testing.ts';

const env = clockedSandbox();
/** Anyone: the wall and the campaigns are public. */
const anyone = () => keyedCaller(env.sandbox.app);
const as = (username: string, language?: 'en' | 'tw') => callAs(env.sandbox.app, username, language);

/** Uploads a real PNG as the user (the portal's upload, a multipart form); answers its stored URL. */
async function uploadPng(user: KeyedCaller, n = 1): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(scenePng(seedScene(n), 40, 30))], `照片${n}.png`, { type: 'image/png' }));
  const response = await env.sandbox.app.fetch(
    new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie: user.cookie } }),
  );
  return ((await response.json()) as Envelope<{ url: string }>).d.url;
}

const approved = SEED_PHOTOS.filter((p) => p.status === 'approved');

describe('photo-wall.list', () => {
  it('shows approved photos only, newest first, to anyone', async () => {
    const body = await anyone().get('photo-wall.list', { size: 48 });
    expectContract('photo-wall.list', body.d);
    expect(body.d.total).toBe(approved.length);
    expect(body.d.list.map((p) => p.title)).toEqual(approved.map((p) => p.title));
    expect(body.d.list.every((p) => !p.liked)).toBe(true);
  });

  it('orders by likes when asked, and pages', async () => {
    const body = await anyone().get('photo-wall.list', { sort: 'popular', size: 3 });
    expect(body.d.list.map((p) => p.likes)).toEqual([...approved.map((p) => p.likes)].sort((a, b) => b - a).slice(0, 3));
    expect((await anyone().get('photo-wall.list', { page: 2, size: 12 })).d.list).toHaveLength(approved.length - 12);
    // Off the contract on purpose: what a hand-made link may carry.
    const random = await anyone().get('photo-wall.list', { sort: 'random' } as unknown as PhotoWallListQuery);
    expect([random.e, random.m]).toEqual([400, '参数 sort 无效：可选值为 latest、popular，收到「random」']);
  });
});

describe('photo-wall.like', () => {
  it('needs a login', async () => {
    expect((await anyone().post('photo-wall.like', { id: 1, like: 1 })).e).toBe(10013);
    // The login is asked before the body is looked at.
    expect((await anyone().post('photo-wall.like', { id: 1, like: 'yes' } as unknown as PhotoWallLikeBody)).e).toBe(10013);
  });

  it('counts a user once, however often they like, and takes the like back', async () => {
    const teacher = await as('teacher');
    const first = await teacher.post('photo-wall.like', { id: 1, like: 1 });
    expectContract('photo-wall.like', first.d);
    expect(first.d).toEqual({ id: 1, likes: SEED_PHOTOS[0]!.likes + 1, liked: true });
    expect((await teacher.post('photo-wall.like', { id: 1, like: 1 })).d.likes).toBe(SEED_PHOTOS[0]!.likes + 1);
    const list = await teacher.get('photo-wall.list', { size: 1 });
    expect(list.d.list[0]).toMatchObject({ id: 1, liked: true, likes: SEED_PHOTOS[0]!.likes + 1 });
    // Another user's view: the count moved, their own like did not.
    const other = await as('student');
    expect((await other.get('photo-wall.list', { size: 1 })).d.list[0]).toMatchObject({
      liked: false,
      likes: SEED_PHOTOS[0]!.likes + 1,
    });
    expect((await teacher.post('photo-wall.like', { id: 1, like: 0 })).d).toEqual({
      id: 1,
      likes: SEED_PHOTOS[0]!.likes,
      liked: false,
    });
  });

  it('refuses a photo not on the wall and a bad like value', async () => {
    const teacher = await as('teacher');
    const pendingId = SEED_PHOTOS.findIndex((p) => p.status === 'pending') + 1;
    expect((await teacher.post('photo-wall.like', { id: pendingId, like: 1 })).e).toBe(404);
    // Off the contract on purpose: what a hand-made request may send.
    const yes = await teacher.post('photo-wall.like', { id: 1, like: 'yes' } as unknown as PhotoWallLikeBody);
    expect([yes.e, yes.m]).toEqual([400, '参数 like 无效：应为 1（点赞）或 0（取消）']);
  });
});

describe('photo-wall.mine, submit, quota and delete', () => {
  it("shows the user's own photos in every review state, with the reason of a refusal", async () => {
    expect((await anyone().get('photo-wall.mine')).e).toBe(10013);
    const body = await (await as('student')).get('photo-wall.mine');
    expectContract('photo-wall.mine', body.d);
    expect(body.d.total).toBe(SEED_PHOTOS.filter((p) => p.owner === 'student').length);
    expect(new Set(body.d.list.map((p) => p.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(body.d.list.find((p) => p.status === 'rejected')?.reason).toBe('图片模糊，请重新拍摄后上传');
  });

  it('takes an image the user uploaded, as pending: in my photos, not on the wall', async () => {
    const student = await as('student');
    const url = await uploadPng(student);
    const sent = await student.post('photo-wall.submit', { title: ' 湖心亭 ', description: '晚霞', url });
    expect(sent.e).toBe(0);
    expectContract('photo-wall.submit', sent.d);
    expect(sent.d.status).toBe('pending');
    const mine = await student.get('photo-wall.mine');
    expect(mine.d.list[0]).toMatchObject({ id: sent.d.id, title: '湖心亭', description: '晚霞', url, status: 'pending' });
    expect((await anyone().get('photo-wall.list', { size: 48 })).d.list.some((p) => p.id === sent.d.id)).toBe(false);
    expect((await student.post('photo-wall.submit', { title: '再来一次', url })).m).toBe('这张照片已经提交过了');
  });

  it("refuses someone else's upload, an outside address, a missing or overlong title", async () => {
    const theirs = await uploadPng(await as('teacher'));
    const student = await as('student');
    const mine = await uploadPng(student, 2);
    const submit = async (body: PhotoWallSubmitBody) => (await student.post('photo-wall.submit', body)).m;
    expect(await submit({ title: '偷图', url: theirs })).toBe('请先上传照片');
    expect(await submit({ title: '外链', url: 'https://evil.example/a.png' })).toBe('请先上传照片');
    // Off the contract on purpose: what a hand-made request may send.
    expect(await submit({ title: '没有照片' } as PhotoWallSubmitBody)).toBe('请先上传照片');
    expect(await submit({ title: '  ', url: mine })).toBe('请填写标题');
    expect(await submit({ title: '很'.repeat(31), url: mine })).toBe('标题不能超过 30 个字');
    expect(await submit({ title: '描述', description: '长'.repeat(201), url: mine })).toBe('描述不能超过 200 个字');
  });

  it('keeps to the daily limit, counted in China time, and opens again the next day', async () => {
    const student = await as('student');
    const quota = await student.get('photo-wall.quota');
    expectContract('photo-wall.quota', quota.d);
    expect(quota.d).toEqual({ dailyLimit: PHOTOWALL_DAILY_LIMIT, usedToday: 0, pending: 1 });
    for (let n = 0; n < PHOTOWALL_DAILY_LIMIT; n++)
      expect((await student.post('photo-wall.submit', { title: `第${n}张`, url: await uploadPng(student, n) })).e).toBe(0);
    expect((await student.get('photo-wall.quota')).d.usedToday).toBe(PHOTOWALL_DAILY_LIMIT);
    const over = await student.post('photo-wall.submit', { title: '超额', url: await uploadPng(student, 9) });
    expect(over.m).toBe(`每天最多上传 ${PHOTOWALL_DAILY_LIMIT} 张照片，请明天再来`);
    env.clock = (chinaDayStart(env.clock / 1000) + 86_400) * 1000 + 60_000;
    expect((await (await as('student')).get('photo-wall.quota')).d.usedToday).toBe(0);
  });

  it('deletes only the user’s own photos', async () => {
    const student = await as('student');
    const othersId = SEED_PHOTOS.findIndex((p) => p.owner === null) + 1;
    expect((await student.post('photo-wall.delete', { id: othersId })).e).toBe(404);
    const ownId = SEED_PHOTOS.findIndex((p) => p.owner === 'student') + 1;
    const removed = await student.post('photo-wall.delete', { id: ownId });
    expectContract('photo-wall.delete', removed.d);
    expect((await student.get('photo-wall.mine')).d.list.some((p) => p.id === ownId)).toBe(false);
    expect((await student.post('photo-wall.delete', { id: ownId })).e).toBe(404);
  });
});

describe('photoCollection', () => {
  /** Moves the clock to the last day of the open campaign (seeded relative to the real time of seeding): the others are over. */
  const openCampaign = () => {
    const row = env.sandbox.db.prepare<[], { id: number; deadline: number }>('SELECT id, deadline FROM photo_campaigns ORDER BY deadline DESC LIMIT 1').get()!;
    env.clock = (row.deadline - 86_400) * 1000;
    return row.id;
  };

  it('answers the open campaign by default, every campaign, and its entries', async () => {
    const id = openCampaign();
    const body = await anyone().get('photo-wall.campaign');
    expectContract('photo-wall.campaign', body.d);
    expect(body.d.campaign).toMatchObject({ id, theme: SEED_CAMPAIGNS[0]!.theme, open: true, mine: 0 });
    expect(body.d.campaigns).toHaveLength(SEED_CAMPAIGNS.length);
    expect(body.d.campaigns[0]).toMatchObject({ id, open: true });
    expect(body.d.total).toBe(SEED_CAMPAIGNS[0]!.entries.length);
    const closed = await anyone().get('photo-wall.campaign', { id: body.d.campaigns[1]!.id });
    expectContract('photo-wall.campaign', closed.d);
    expect(closed.d.campaign?.open).toBe(false);
    expect((await anyone().get('photo-wall.campaign', { id: 99 })).e).toBe(404);
  });

  it('takes entries while open, up to the per-user limit, marked as the user’s', async () => {
    const id = openCampaign();
    const student = await as('student');
    expect((await anyone().post('photo-wall.campaignSubmit', { campaignId: id, title: '晨光', url: 'x' })).e).toBe(10013);
    for (let n = 0; n < SEED_CAMPAIGNS[0]!.maxPerUser; n++) {
      const sent = await student.post('photo-wall.campaignSubmit', { campaignId: id, title: `晨光${n}`, url: await uploadPng(student, n) });
      expect(sent.e).toBe(0);
      expectContract('photo-wall.campaignSubmit', sent.d);
    }
    const over = await student.post('photo-wall.campaignSubmit', { campaignId: id, title: '再投', url: await uploadPng(student, 7) });
    expect(over.m).toBe(`每人最多投稿 ${SEED_CAMPAIGNS[0]!.maxPerUser} 张`);
    const body = await student.get('photo-wall.campaign', { id });
    expect(body.d.campaign?.mine).toBe(SEED_CAMPAIGNS[0]!.maxPerUser);
    expect(body.d.list[0]).toMatchObject({ title: `晨光${SEED_CAMPAIGNS[0]!.maxPerUser - 1}`, author: '王小明', mine: true });
  });

  it('refuses entries after the deadline', async () => {
    const id = openCampaign();
    const deadline = env.sandbox.db.prepare<[number], { deadline: number }>('SELECT deadline FROM photo_campaigns WHERE id = ?').get(id)!.deadline;
    env.clock = deadline * 1000 + 1000;
    const student = await as('student');
    const sent = await student.post('photo-wall.campaignSubmit', { campaignId: id, title: '迟到', url: await uploadPng(student) });
    expect(sent.m).toBe('征集已截止，感谢关注');
    expect((await anyone().get('photo-wall.campaign', { id })).d.campaign?.open).toBe(false);
  });

  it("refuses an entry's missing or overlong title in the entry's words", async () => {
    const id = openCampaign();
    const student = await as('student');
    const url = await uploadPng(student);
    const enter = async (body: PhotoWallCampaignSubmitBody) => (await student.post('photo-wall.campaignSubmit', body)).m;
    expect(await enter({ campaignId: id, title: ' ', url })).toBe('请填写作品名称');
    expect(await enter({ campaignId: id, title: '很'.repeat(31), url })).toBe('作品名称不能超过 30 个字');
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    const mine = await uploadPng(await as('student'));
    const untitled = { en: 'Enter the title', tw: '請填寫標題' };
    for (const language of ['en', 'tw'] as const) {
      const reader = await as('student', language);
      expect(await reader.post('photo-wall.submit', { title: '  ', url: mine }), language).toEqual({ e: 400, m: untitled[language], d: null });
      expect((await reader.get('photo-wall.campaign', { id: 99 })).m, language).toBe(PHOTO_MESSAGES.campaignNotFound[language]);
    }
    const overlong = { title: '描述', description: '长'.repeat(201), url: mine };
    expect((await (await as('student', 'en')).post('photo-wall.submit', overlong)).m).toBe('The description can be at most 200 characters');
    expect((await (await as('student', 'tw')).post('photo-wall.submit', overlong)).m).toBe('描述不能超過 200 個字');
    const outside = { title: '外链', url: 'https://evil.example/a.png' };
    expect((await (await as('student', 'en')).post('photo-wall.submit', outside)).m).toBe('Upload the photo first');
  });
});
