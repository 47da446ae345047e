/**
 * Lost and found answers for component tests and stories: zh-first, shaped as the sandbox answers,
 * checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { LostFoundDetailData, LostFoundFormData, LostFoundListData } from './generated/types.ts';

const picture = (n: number) => `/static/images/news/cover-${(n % 6) + 1}.svg`;
const BASE = 1_778_300_000;
type Post = LostFoundListData['list'][number];

const post = (id: number, kind: Post['kind'], category: Post['category'], title: string, place: string, author: string, extra: Partial<Post> = {}): Post => ({
  id,
  kind,
  category,
  title,
  place,
  happenedOn: '2026-05-09',
  status: 'open',
  author,
  cover: picture(id),
  imageCount: 1,
  createdAt: BASE - id * 3_600,
  ...extra,
});

export const lostPosts: Post[] = [
  post(1, 'lost', 'campusCard', '丢失校园卡一张', '第二食堂二楼', '陈思远'),
  post(2, 'lost', 'other', '黑色长柄雨伞', '教学楼 A 座 305', '林晓雨', { imageCount: 2 }),
  post(3, 'lost', 'electronics', 'AirPods Pro 耳机（白色充电盒）', '图书馆三楼自习区', '赵一鸣', { imageCount: 3 }),
];

export const minePosts: Post[] = [
  post(10, 'found', 'electronics', '捡到一个充电宝', '图书馆二楼自习室', '王小明', { status: 'pending', imageCount: 2 }),
  post(11, 'lost', 'other', '丢了东西', '学校', '王小明', { status: 'rejected', cover: undefined, imageCount: 0 }),
  post(12, 'lost', 'books', '英语四级真题书', '图书馆一楼', '王小明', { status: 'solved' }),
].map(({ cover, ...rest }) => (cover ? { cover, ...rest } : rest));

export const pendingPosts: Post[] = [post(13, 'lost', 'bags', '灰色双肩包', '图书馆门口存包柜', '马欣悦', { status: 'pending' }), minePosts[0]!];

export const detail: LostFoundDetailData = {
  id: 3,
  kind: 'lost',
  category: 'electronics',
  title: 'AirPods Pro 耳机（白色充电盒）',
  description: '充电盒上有一道划痕，套着透明保护壳。在图书馆三楼自习区丢失。',
  place: '图书馆三楼自习区',
  happenedOn: '2026-05-09',
  contact: '159 2201 7788',
  status: 'open',
  author: '赵一鸣',
  images: [picture(1), picture(2), picture(3)],
  createdAt: BASE,
  mine: false,
  canReview: false,
};

/** The student's own published post: he may mark it solved. */
export const myDetail: LostFoundDetailData = { ...detail, id: 14, kind: 'found', title: '捡到电动车钥匙', category: 'keys', author: '王小明', mine: true };

/** A post waiting for review, as the reviewer opens it. */
export const pendingDetail: LostFoundDetailData = {
  ...detail,
  id: 13,
  kind: 'lost',
  category: 'bags',
  title: '灰色双肩包',
  author: '马欣悦',
  status: 'pending',
  canReview: true,
};

export const form: LostFoundFormData = { maxImages: 9, today: '2026-05-10', pending: 1 };
export const uploaded = { url: '/site/attach?file=all/2026/0123456789abcdef.png', name: '耳机.png', size: 2048, type: 'image/png' };

/** A logged-in student, and the reviewer (module review of the app found). */
export const student = { name: '王小明', auth: {} };
export const reviewer = { name: '郭小芸', auth: { found: { module: ['review'] } } };

/** lost-found.list: the view asked for. */
export function listAnswer(lost: Post[] = lostPosts, mine: Post[] = minePosts) {
  return (query: URLSearchParams) => {
    const view = query.get('view') ?? 'lost';
    const list = view === 'mine' ? mine : lost.filter((p) => p.kind === view && (!query.get('category') || p.category === query.get('category')));
    return ok({ total: list.length, list } satisfies LostFoundListData);
  };
}

const maintenance = '失物招领服务维护中，请稍后再试';
const missing = '该信息不存在或已删除';

export const indexFixtures = {
  data: { '/lost/list': listAnswer(), '/lost/pending': ok({ total: pendingPosts.length, list: pendingPosts }) },
  empty: { '/lost/list': listAnswer([], []), '/lost/pending': ok({ total: 0, list: [] }) },
  ...failingStates(['/lost/list', '/lost/pending'], maintenance),
} satisfies Record<string, Fixtures>;

export const detailFixtures = {
  data: {
    '/lost/detail': (query: URLSearchParams) => ok([detail, myDetail, pendingDetail].find((one) => one.id === Number(query.get('id'))) ?? detail),
    '/lost/solve': (_query: URLSearchParams, body: URLSearchParams) => ok({ id: Number(body.get('id')), status: 'solved' }),
    '/lost/review': ok({ id: 13, status: 'open' }),
  },
  empty: { '/lost/detail': failure(404, missing) },
  ...failingStates(['/lost/detail'], maintenance),
} satisfies Record<string, Fixtures>;

export const publishFixtures = {
  data: { '/lost/form': ok(form), '/upload/index': ok(uploaded), '/lost/publish': ok({ id: 20, status: 'pending' }) },
  empty: { '/lost/form': ok({ ...form, pending: 0 }) },
  ...failingStates(['/lost/form'], maintenance),
} satisfies Record<string, Fixtures>;
