/**
 * The photo wall and collection endpoints (photo-wall widget): the public wall, likes once per user, my
 * photos, sending only one's own uploaded image within the daily limit, deleting only one's own, the
 * campaigns' deadlines and limits; every answer against its contract.
 */
import { describe, expect, it } from 'vitest';
import type { PhotoWallCampaignData, PhotoWallLikeData, PhotoWallListData, PhotoWallMineData, PhotoWallQuotaData } from '../generated/types.ts';
import { type Envelope, OWN_UPLOAD_MESSAGES } from '../../../sandbox/kit.ts';
import { chinaDayStart } from './routes.ts';
import { PHOTO_FIELDS, PHOTO_MESSAGES } from './photoMessages.ts';
import { PHOTOWALL_DAILY_LIMIT, SEED_CAMPAIGNS, SEED_PHOTOS } from './seed.ts';
import { scenePng, seedScene, clockedSandbox, formRequest, getAs, logIn, expectContract } from '../../../sandbox/testing.ts';

const env = clockedSandbox();

const get = async <T>(path: string, cookie?: string) => (await getAs<T>(env.sandbox.app, path, cookie)).body;
const post = async <T>(path: string, fields: Record<string, string>, cookie?: string) =>
  (await (await env.sandbox.app.fetch(formRequest(path, fields, cookie ? { cookie } : {}))).json()) as Envelope<T>;

/** Uploads a real PNG as the user; answers its stored URL. */
async function uploadPng(cookie: string, n = 1): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(scenePng(seedScene(n), 40, 30))], `照片${n}.png`, { type: 'image/png' }));
  const response = await env.sandbox.app.fetch(new Request('http://sandbox/api/upload/index', { method: 'POST', body: form, headers: { cookie } }));
  return ((await response.json()) as Envelope<{ url: string }>).d.url;
}

const approved = SEED_PHOTOS.filter((p) => p.status === 'approved');

describe('photo-wall.list', () => {
  it('shows approved photos only, newest first, to anyone', async () => {
    const body = await get<PhotoWallListData>('/api/photowall/list?size=48');
    expectContract('photo-wall.list', body.d);
    expect(body.d.total).toBe(approved.length);
    expect(body.d.list.map((p) => p.title)).toEqual(approved.map((p) => p.title));
    expect(body.d.list.every((p) => !p.liked)).toBe(true);
  });

  it('orders by likes when asked, and pages', async () => {
    const body = await get<PhotoWallListData>('/api/photowall/list?sort=popular&size=3');
    expect(body.d.list.map((p) => p.likes)).toEqual([...approved.map((p) => p.likes)].sort((a, b) => b - a).slice(0, 3));
    expect((await get<PhotoWallListData>('/api/photowall/list?page=2&size=12')).d.list).toHaveLength(approved.length - 12);
    expect((await get('/api/photowall/list?sort=random')).e).toBe(400);
  });
});

describe('photo-wall.like', () => {
  it('needs a login', async () => {
    expect((await post('/api/photowall/like', { id: '1', like: '1' })).e).toBe(10013);
  });

  it('counts a user once, however often they like, and takes the like back', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'teacher');
    const first = await post<PhotoWallLikeData>('/api/photowall/like', { id: '1', like: '1' }, cookie);
    expectContract('photo-wall.like', first.d);
    expect(first.d).toEqual({ id: 1, likes: SEED_PHOTOS[0]!.likes + 1, liked: true });
    expect((await post<PhotoWallLikeData>('/api/photowall/like', { id: '1', like: '1' }, cookie)).d.likes).toBe(SEED_PHOTOS[0]!.likes + 1);
    const list = await get<PhotoWallListData>('/api/photowall/list?size=1', cookie);
    expect(list.d.list[0]).toMatchObject({ id: 1, liked: true, likes: SEED_PHOTOS[0]!.likes + 1 });
    // Another user's view: the count moved, their own like did not.
    const other = await logIn(env.sandbox.app, 'student');
    expect((await get<PhotoWallListData>('/api/photowall/list?size=1', other.cookie)).d.list[0]).toMatchObject({
      liked: false,
      likes: SEED_PHOTOS[0]!.likes + 1,
    });
    expect((await post<PhotoWallLikeData>('/api/photowall/like', { id: '1', like: '0' }, cookie)).d).toEqual({
      id: 1,
      likes: SEED_PHOTOS[0]!.likes,
      liked: false,
    });
  });

  it('refuses a photo not on the wall and a bad like value', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'teacher');
    const pendingId = SEED_PHOTOS.findIndex((p) => p.status === 'pending') + 1;
    expect((await post('/api/photowall/like', { id: String(pendingId), like: '1' }, cookie)).e).toBe(404);
    expect((await post('/api/photowall/like', { id: '1', like: 'yes' }, cookie)).e).toBe(400);
  });
});

describe('photo-wall.mine, submit, quota and delete', () => {
  it("shows the user's own photos in every review state, with the reason of a refusal", async () => {
    expect((await get('/api/photowall/mine')).e).toBe(10013);
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const body = await get<PhotoWallMineData>('/api/photowall/mine', cookie);
    expectContract('photo-wall.mine', body.d);
    expect(body.d.total).toBe(SEED_PHOTOS.filter((p) => p.owner === 'student').length);
    expect(new Set(body.d.list.map((p) => p.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(body.d.list.find((p) => p.status === 'rejected')?.reason).toBe('图片模糊，请重新拍摄后上传');
  });

  it('takes an image the user uploaded, as pending: in my photos, not on the wall', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const url = await uploadPng(cookie);
    const sent = await post<{ id: number; status: string }>('/api/photowall/submit', { title: ' 湖心亭 ', description: '晚霞', url }, cookie);
    expect(sent.e).toBe(0);
    expectContract('photo-wall.submit', sent.d);
    expect(sent.d.status).toBe('pending');
    const mine = await get<PhotoWallMineData>('/api/photowall/mine', cookie);
    expect(mine.d.list[0]).toMatchObject({ id: sent.d.id, title: '湖心亭', description: '晚霞', url, status: 'pending' });
    expect((await get<PhotoWallListData>('/api/photowall/list?size=48')).d.list.some((p) => p.id === sent.d.id)).toBe(false);
    expect((await post('/api/photowall/submit', { title: '再来一次', url }, cookie)).m).toBe('这张照片已经提交过了');
  });

  it("refuses someone else's upload, an outside address, a missing or overlong title", async () => {
    const teacher = await logIn(env.sandbox.app, 'teacher');
    const theirs = await uploadPng(teacher.cookie);
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const mine = await uploadPng(cookie, 2);
    expect((await post('/api/photowall/submit', { title: '偷图', url: theirs }, cookie)).m).toBe('请先上传照片');
    expect((await post('/api/photowall/submit', { title: '外链', url: 'https://evil.example/a.png' }, cookie)).m).toBe('请先上传照片');
    expect((await post('/api/photowall/submit', { title: '  ', url: mine }, cookie)).m).toBe('请填写标题');
    expect((await post('/api/photowall/submit', { title: '很'.repeat(31), url: mine }, cookie)).m).toBe('标题不能超过 30 个字');
    expect((await post('/api/photowall/submit', { title: '描述', description: '长'.repeat(201), url: mine }, cookie)).m).toBe('描述不能超过 200 个字');
  });

  it('keeps to the daily limit, counted in China time, and opens again the next day', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const quota = await get<PhotoWallQuotaData>('/api/photowall/quota', cookie);
    expectContract('photo-wall.quota', quota.d);
    expect(quota.d).toEqual({ dailyLimit: PHOTOWALL_DAILY_LIMIT, usedToday: 0, pending: 1 });
    for (let n = 0; n < PHOTOWALL_DAILY_LIMIT; n++)
      expect((await post('/api/photowall/submit', { title: `第${n}张`, url: await uploadPng(cookie, n) }, cookie)).e).toBe(0);
    expect((await get<PhotoWallQuotaData>('/api/photowall/quota', cookie)).d.usedToday).toBe(PHOTOWALL_DAILY_LIMIT);
    const over = await post('/api/photowall/submit', { title: '超额', url: await uploadPng(cookie, 9) }, cookie);
    expect(over.m).toBe(`每天最多上传 ${PHOTOWALL_DAILY_LIMIT} 张照片，请明天再来`);
    env.clock = (chinaDayStart(env.clock / 1000) + 86_400) * 1000 + 60_000;
    const { cookie: tomorrow } = await logIn(env.sandbox.app, 'student');
    expect((await get<PhotoWallQuotaData>('/api/photowall/quota', tomorrow)).d.usedToday).toBe(0);
  });

  it('deletes only the user’s own photos', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const othersId = SEED_PHOTOS.findIndex((p) => p.owner === null) + 1;
    expect((await post('/api/photowall/delete', { id: String(othersId) }, cookie)).e).toBe(404);
    const ownId = SEED_PHOTOS.findIndex((p) => p.owner === 'student') + 1;
    const removed = await post<{ id: number }>('/api/photowall/delete', { id: String(ownId) }, cookie);
    expectContract('photo-wall.delete', removed.d);
    expect((await get<PhotoWallMineData>('/api/photowall/mine', cookie)).d.list.some((p) => p.id === ownId)).toBe(false);
    expect((await post('/api/photowall/delete', { id: String(ownId) }, cookie)).e).toBe(404);
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
    const body = await get<PhotoWallCampaignData>('/api/photoCollection/campaign');
    expectContract('photo-wall.campaign', body.d);
    expect(body.d.campaign).toMatchObject({ id, theme: SEED_CAMPAIGNS[0]!.theme, open: true, mine: 0 });
    expect(body.d.campaigns).toHaveLength(SEED_CAMPAIGNS.length);
    expect(body.d.campaigns[0]).toMatchObject({ id, open: true });
    expect(body.d.total).toBe(SEED_CAMPAIGNS[0]!.entries.length);
    const closed = await get<PhotoWallCampaignData>(`/api/photoCollection/campaign?id=${body.d.campaigns[1]!.id}`);
    expectContract('photo-wall.campaign', closed.d);
    expect(closed.d.campaign?.open).toBe(false);
    expect((await get('/api/photoCollection/campaign?id=99')).e).toBe(404);
  });

  it('takes entries while open, up to the per-user limit, marked as the user’s', async () => {
    const id = openCampaign();
    const { cookie } = await logIn(env.sandbox.app, 'student');
    expect((await post('/api/photoCollection/submit', { campaignId: String(id), title: '晨光', url: 'x' })).e).toBe(10013);
    for (let n = 0; n < SEED_CAMPAIGNS[0]!.maxPerUser; n++) {
      const sent = await post<{ id: number }>(
        '/api/photoCollection/submit',
        { campaignId: String(id), title: `晨光${n}`, url: await uploadPng(cookie, n) },
        cookie,
      );
      expect(sent.e).toBe(0);
      expectContract('photo-wall.campaignSubmit', sent.d);
    }
    const over = await post('/api/photoCollection/submit', { campaignId: String(id), title: '再投', url: await uploadPng(cookie, 7) }, cookie);
    expect(over.m).toBe(`每人最多投稿 ${SEED_CAMPAIGNS[0]!.maxPerUser} 张`);
    const body = await get<PhotoWallCampaignData>(`/api/photoCollection/campaign?id=${id}`, cookie);
    expect(body.d.campaign?.mine).toBe(SEED_CAMPAIGNS[0]!.maxPerUser);
    expect(body.d.list[0]).toMatchObject({ title: `晨光${SEED_CAMPAIGNS[0]!.maxPerUser - 1}`, author: '王小明', mine: true });
  });

  it('refuses entries after the deadline', async () => {
    const id = openCampaign();
    const deadline = env.sandbox.db.prepare<[number], { deadline: number }>('SELECT deadline FROM photo_campaigns WHERE id = ?').get(id)!.deadline;
    env.clock = deadline * 1000 + 1000;
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const sent = await post('/api/photoCollection/submit', { campaignId: String(id), title: '迟到', url: await uploadPng(cookie) }, cookie);
    expect(sent.m).toBe('征集已截止，感谢关注');
    expect((await get<PhotoWallCampaignData>(`/api/photoCollection/campaign?id=${id}`)).d.campaign?.open).toBe(false);
  });
});

describe('a refusal in the reader’s language', () => {
  it('tells en and tw by the portal-lang cookie', async () => {
    const { cookie } = await logIn(env.sandbox.app, 'student');
    const mine = await uploadPng(cookie);
    for (const language of ['en', 'tw'] as const) {
      const reader = `${cookie}; portal-lang=${language}`;
      expect(await post('/api/photowall/submit', { title: '  ', url: mine }, reader), language).toEqual({
        e: 400,
        m: OWN_UPLOAD_MESSAGES.missing(PHOTO_FIELDS.title)[language],
        d: null,
      });
      expect((await get('/api/photoCollection/campaign?id=99', reader)).m, language).toBe(PHOTO_MESSAGES.campaignNotFound[language]);
    }
    const overlong = { title: '描述', description: '长'.repeat(201), url: mine };
    expect((await post('/api/photowall/submit', overlong, `${cookie}; portal-lang=en`)).m).toBe('The description can be at most 200 characters');
    expect((await post('/api/photowall/submit', overlong, `${cookie}; portal-lang=tw`)).m).toBe('描述不能超過 200 個字');
    expect((await post('/api/photowall/submit', { title: '外链', url: 'https://evil.example/a.png' }, `${cookie}; portal-lang=en`)).m).toBe(
      'Upload the photo first',
    );
  });
});
