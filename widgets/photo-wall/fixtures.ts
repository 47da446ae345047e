/**
 * Photo wall and collection answers for component tests and stories: zh-first, shaped as the sandbox
 * answers, checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { PhotoWallCampaignData, PhotoWallListData, PhotoWallMineData, PhotoWallQuotaData } from './generated/types.ts';

const picture = (n: number) => `/static/images/news/cover-${(n % 6) + 1}.svg`;
const BASE = 1_778_300_000;

const wallTitles: [string, string, number][] = [
  ['清晨的图书馆', '陈思远', 86],
  ['樱花大道', '林晓雨', 152],
  ['操场上的夕阳', '王小明', 64],
  ['湖边的黑天鹅', '赵一鸣', 47],
  ['雪后主楼', '刘佳怡', 120],
  ['食堂的糖醋排骨', '孙浩然', 33],
  ['实验室的深夜', '周子涵', 21],
  ['毕业合影', '吴梦琪', 201],
  ['银杏林', '郑凯', 75],
  ['社团招新', '黄诗琪', 18],
  ['晚自习归来', '何宇航', 29],
  ['校园里的橘猫', '冯雅婷', 168],
  ['篮球赛决赛', '许俊杰', 54],
  ['荷塘月色', '马欣悦', 92],
];

export const wallPhotos: PhotoWallListData['list'] = wallTitles.map(([title, author, likes], index) => ({
  id: index + 1,
  title,
  description: `${title}，摄于示范大学。`,
  url: picture(index),
  author,
  likes,
  liked: index === 1,
  createdAt: BASE - index * 25_200,
}));

/** photo-wall.list: latest or popular first, page and size. */
export function wallListAnswer(photos: PhotoWallListData['list'] = wallPhotos) {
  return (query: URLSearchParams) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 12);
    const ordered = query.get('sort') === 'popular' ? [...photos].sort((a, b) => b.likes - a.likes) : photos;
    return ok({ total: photos.length, list: ordered.slice((page - 1) * size, page * size) } satisfies PhotoWallListData);
  };
}

/** photo-wall.like: the count after the change, as the school counts it. */
export function likeAnswer(photos: PhotoWallListData['list'] = wallPhotos) {
  return (_query: URLSearchParams, body: URLSearchParams) => {
    const photo = photos.find((p) => p.id === Number(body.get('id')));
    if (!photo) return failure(404, '照片不存在或已删除');
    const like = body.get('like') === '1';
    const likes = photo.likes + (like === photo.liked ? 0 : like ? 1 : -1);
    return ok({ id: photo.id, likes, liked: like });
  };
}

export const myPhotos: PhotoWallMineData['list'] = [
  { id: 21, title: '湖心亭的晚霞', description: '今天的晚霞太美了。', url: picture(2), status: 'pending', likes: 0, createdAt: BASE },
  {
    id: 20,
    title: '模糊的合影',
    description: '',
    url: picture(3),
    status: 'rejected',
    reason: '图片模糊，请重新拍摄后上传',
    likes: 0,
    createdAt: BASE - 86_400,
  },
  { id: 3, title: '操场上的夕阳', description: '跑完步抬头，天空被染成了橘红色。', url: picture(4), status: 'approved', likes: 64, createdAt: BASE - 172_800 },
];

export const quota: PhotoWallQuotaData = { dailyLimit: 5, usedToday: 1, pending: 1 };

const campaignBase = {
  description: '用镜头记录你眼中最美的校园角落。\n作品要求：原创，JPG/PNG 格式，单张不超过 5 MB。',
  organizer: '党委宣传部',
  cover: picture(5),
  maxPerUser: 3,
};

export const openCampaign: PhotoWallCampaignData = {
  campaigns: [
    { id: 1, theme: '“我眼中的校园”摄影征集', open: true },
    { id: 2, theme: '毕业季·青春留影', open: false },
  ],
  campaign: { id: 1, theme: '“我眼中的校园”摄影征集', ...campaignBase, startAt: 1_794_000_000, deadline: 1_797_000_000, open: true, mine: 1 },
  total: 3,
  list: [
    { id: 3, title: '晨读', url: picture(0), author: '王小明', createdAt: 1_794_100_000, mine: true },
    { id: 2, title: '图书馆的光', url: picture(1), author: '林晓雨', createdAt: 1_794_050_000, mine: false },
    { id: 1, title: '秋日银杏', url: picture(2), author: '郑凯', createdAt: 1_794_010_000, mine: false },
  ],
};

export const closedCampaign: PhotoWallCampaignData = {
  ...openCampaign,
  campaign: { id: 2, theme: '毕业季·青春留影', ...campaignBase, maxPerUser: 2, startAt: 1_780_000_000, deadline: 1_785_000_000, open: false, mine: 0 },
  total: 1,
  list: [{ id: 9, title: '宿舍四人组', url: picture(3), author: '吴梦琪', createdAt: 1_781_000_000, mine: false }],
};

/** photo-wall.campaign: the campaign asked for (the open one by default). */
export const campaignAnswer = (query: URLSearchParams) => ok(query.get('id') === '2' ? closedCampaign : openCampaign);

export const uploaded = { url: '/site/attach?file=all/2026/0123456789abcdef.png', name: '晚霞.png', size: 2048, type: 'image/png' };

/** A logged-in student for the personal pages' stories. */
export const student = { name: '王小明', auth: { photowall: { module: ['index', 'myPhotos', 'uploadPhoto'] } } };

const maintenance = '照片墙服务维护中，请稍后再试';

export const wallFixtures = {
  data: { '/photowall/list': wallListAnswer(), '/photowall/like': likeAnswer() },
  empty: { '/photowall/list': wallListAnswer([]) },
  ...failingStates(['/photowall/list'], maintenance),
} satisfies Record<string, Fixtures>;

export const mineFixtures = {
  data: {
    '/photowall/mine': ok({ total: myPhotos.length, list: myPhotos }),
    '/photowall/delete': (_q: URLSearchParams, body: URLSearchParams) => ok({ id: Number(body.get('id')) }),
  },
  empty: { '/photowall/mine': ok({ total: 0, list: [] }) },
  ...failingStates(['/photowall/mine'], maintenance),
} satisfies Record<string, Fixtures>;

export const uploadFixtures = {
  data: {
    '/photowall/quota': ok(quota),
    '/upload/index': ok(uploaded),
    '/upload/bybase64': ok({ ...uploaded, type: 'image/jpeg' }),
    '/photowall/submit': ok({ id: 22, status: 'pending' }),
  },
  empty: { '/photowall/quota': ok({ ...quota, usedToday: 5 }) },
  ...failingStates(['/photowall/quota'], maintenance),
} satisfies Record<string, Fixtures>;

export const collectionFixtures = {
  data: { '/photoCollection/campaign': campaignAnswer, '/upload/index': ok(uploaded), '/photoCollection/submit': ok({ id: 4 }) },
  empty: { '/photoCollection/campaign': ok({ campaigns: [], campaign: null, total: 0, list: [] } satisfies PhotoWallCampaignData) },
  ...failingStates(['/photoCollection/campaign'], '征集活动服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
