/**
 * Flea market answers for component tests and stories: zh-first, shaped as the sandbox answers (prices
 * in fen), checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { FleaMarketDetailData, FleaMarketFormData, FleaMarketListData } from './generated/types.ts';

const picture = (n: number) => `/static/images/news/cover-${(n % 6) + 1}.svg`;
const BASE = 1_778_300_000;
type Listing = FleaMarketListData['list'][number];

const listing = (id: number, title: string, category: Listing['category'], priceFen: number, seller: string, extra: Partial<Listing> = {}): Listing => ({
  id,
  title,
  category,
  condition: 'used',
  priceFen,
  status: 'onSale',
  cover: picture(id),
  seller,
  createdAt: BASE - id * 3_600,
  favourites: id % 4,
  favourited: false,
  ...extra,
});

export const listings: Listing[] = [
  listing(1, '高等数学（同济第七版）上下册', 'textbooks', 2500, '陈思远', { favourited: true }),
  listing(2, '捷安特山地自行车', 'bikes', 32000, '赵一鸣'),
  listing(3, 'LED 护眼台灯', 'appliances', 4550, '林晓雨', { condition: 'likeNew' }),
  listing(6, '宿舍小风扇', 'appliances', 1500, '黄诗琪', { status: 'reserved' }),
];

export const mine: Listing[] = [
  listing(9, '九成新电饭煲', 'appliances', 9900, '王小明', { condition: 'likeNew' }),
  listing(10, 'C 语言程序设计教材', 'textbooks', 1200, '王小明', { status: 'reserved' }),
  listing(11, '篮球（斯伯丁）', 'sports', 3500, '王小明', { status: 'sold', condition: 'worn' }),
  listing(12, '代写课程作业', 'other', 5000, '王小明', { status: 'removed', condition: 'new' }),
];

export const detail: FleaMarketDetailData = {
  ...listing(3, 'LED 护眼台灯', 'appliances', 4550, '林晓雨', { condition: 'likeNew' }),
  description: '三档调光，宿舍用了一学期，带原装盒子。',
  images: [picture(3), picture(4)],
  interests: 1,
  interested: false,
  mine: false,
  canModerate: false,
};

/** The student's own listing, on sale, with a buyer who wants it. */
export const myDetail: FleaMarketDetailData = {
  ...detail,
  ...mine[0]!,
  description: '美的 1.6L，只用过几次。',
  contact: '微信 wxm2301',
  buyers: ['林晓雨'],
  mine: true,
};

/** A listing as the moderator opens it: they may take it down, and see the contact. */
export const moderatedDetail: FleaMarketDetailData = { ...detail, id: 4, contact: '微信 flea_94', canModerate: true };

export const form: FleaMarketFormData = { maxImages: 9, maxPriceFen: 99_999_999, onSale: 2 };
export const uploaded = { url: '/site/attach?file=all/2026/0123456789abcdef.png', name: '台灯.png', size: 2048, type: 'image/png' };

export const student = { name: '王小明', auth: {} };
export const moderator = { name: '韩冬', auth: { fleaMartket: { module: ['moderate'] }, fleamarket: { module: ['moderate'] } } };

/** flea-market.list: the view asked for. */
export function listAnswer(all: Listing[] = listings, own: Listing[] = mine) {
  return (query: URLSearchParams) => {
    const view = query.get('view') ?? 'all';
    const category = query.get('category');
    const list = view === 'mine' ? own : view === 'favourites' ? all.filter((l) => l.favourited) : all.filter((l) => !category || l.category === category);
    return ok({ total: list.length, list } satisfies FleaMarketListData);
  };
}

const maintenance = '二手市场服务维护中，请稍后再试';

export const indexFixtures = {
  data: { '/fleamarket/list': listAnswer() },
  empty: { '/fleamarket/list': listAnswer([], []) },
  ...failingStates(['/fleamarket/list'], maintenance),
} satisfies Record<string, Fixtures>;

export const detailFixtures = {
  data: {
    '/fleamarket/detail': (query: URLSearchParams) => ok([myDetail, moderatedDetail].find((one) => one.id === Number(query.get('id'))) ?? detail),
    '/fleamarket/favourite': (_query: URLSearchParams, body: URLSearchParams) =>
      ok({ id: Number(body.get('id')), favourites: detail.favourites + (body.get('on') === '1' ? 1 : 0), favourited: body.get('on') === '1' }),
    '/fleamarket/interest': ok({ id: 3, interests: 2, contact: '微信 lamp2026' }),
    '/fleamarket/status': (_query: URLSearchParams, body: URLSearchParams) => ok({ id: Number(body.get('id')), status: body.get('status') }),
    '/fleamarket/takedown': ok({ id: 3, status: 'removed' }),
  },
  empty: { '/fleamarket/detail': failure(404, '该商品不存在或已下架') },
  ...failingStates(['/fleamarket/detail'], maintenance),
} satisfies Record<string, Fixtures>;

export const publishFixtures = {
  data: { '/fleamarket/form': ok(form), '/upload/index': ok(uploaded), '/fleamarket/publish': ok({ id: 20, status: 'onSale' }) },
  empty: { '/fleamarket/form': ok({ ...form, onSale: 0 }) },
  ...failingStates(['/fleamarket/form'], maintenance),
} satisfies Record<string, Fixtures>;
