/**
 * Video answers for component tests and stories: zh-first, shaped as the sandbox answers, checked against
 * contracts/*.schema.json by tests/fixtures.test.ts. Posters are the portal's own sample images; the
 * detail's clip is a real one-second WebM inline (sampleClip.ts).
 */
import { failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { VideoDetailData, VideoListData } from './generated/types.ts';
import { SAMPLE_CLIP_DATA_URL } from './sampleClip.ts';

export const videoCategories = [
  { id: 'news', name: '校园新闻' },
  { id: 'culture', name: '文化活动' },
  { id: 'scenery', name: '校园风光' },
];

const titles: [string, string][] = [
  ['news', '2026 届毕业典礼暨学位授予仪式'],
  ['scenery', '春日校园｜樱花大道延时摄影'],
  ['culture', '第二十届校园歌手大赛决赛回顾'],
  ['news', '新图书馆正式启用'],
  ['culture', '迎新晚会《启程》精彩集锦'],
  ['scenery', '航拍示范大学：四季之美'],
  ['news', '校运动会开幕式'],
  ['culture', '国风社团：汉服文化展演'],
  ['scenery', '雪后的校园'],
  ['news', '食堂新窗口开张：家乡味道'],
  ['culture', '毕业季：写给母校的一封信'],
  ['scenery', '湖畔四季'],
  ['news', '开学第一课'],
  ['culture', '话剧社年度大戏'],
];

export const videoCards: VideoListData['list'] = titles.map(([category, title], index) => ({
  id: index + 1,
  title,
  category,
  cover: `/static/images/news/cover-${(index % 3) + 1}.svg`,
  duration: 95 + index * 37,
  views: 12_000 - index * 731,
  publishedAt: 1_778_400_000 - index * 172_800,
}));

export const videoDetail: VideoDetailData = {
  id: 1,
  title: '2026 届毕业典礼暨学位授予仪式',
  category: 'news',
  categoryName: '校园新闻',
  description: '<p>校长为 6000 余名毕业生拨穗正冠。</p><p onclick="alert(1)">寄语同学们“守正创新，行稳致远”。<script>alert(1)</script></p>',
  department: '党委宣传部',
  // A real, playable clip without a server: stories play it.
  src: SAMPLE_CLIP_DATA_URL,
  type: 'video/webm',
  poster: '/static/images/news/cover-1.svg',
  duration: 4,
  views: 12_481,
  publishedAt: 1_778_400_000,
  related: [
    { id: 4, title: '新图书馆正式启用', cover: '/static/images/news/cover-2.svg', duration: 208, views: 6_754 },
    { id: 7, title: '校运动会开幕式', cover: '/static/images/news/cover-3.svg', duration: 317, views: 3_987 },
  ],
};

/** video.list as the sandbox answers it: newest first, category filter, page and size. */
export function videoListAnswer(cards: VideoListData['list'] = videoCards) {
  return (query: URLSearchParams) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 12);
    const category = query.get('category');
    const matching = category ? cards.filter((card) => card.category === category) : cards;
    return ok({
      categories: videoCategories.map((c) => ({ ...c, count: cards.filter((card) => card.category === c.id).length })),
      total: matching.length,
      list: matching.slice((page - 1) * size, page * size),
    } satisfies VideoListData);
  };
}

export const videoFixtures = {
  data: { '/video/list': videoListAnswer(), '/video/detail': ok(videoDetail) },
  empty: { '/video/list': videoListAnswer([]), '/video/detail': failure(404, '该视频不存在或已下架') },
  networkError: { '/video/list': 'network-error', '/video/detail': 'network-error' },
  envelopeError: { '/video/list': failure(500, '视频服务维护中，请稍后再试'), '/video/detail': failure(500, '视频服务维护中，请稍后再试') },
  loading: { '/video/list': 'never', '/video/detail': 'never' },
} satisfies Record<string, Fixtures>;
