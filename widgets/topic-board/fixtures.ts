/**
 * Topic-board answers for component tests and stories: zh-first, shaped as the sandbox answers, and
 * checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { TopicBoardDetailData, TopicBoardListData, TopicBoardPostData, TopicBoardPostsData, TopicBoardReplyData } from './generated/types.ts';

const titles = [
  '食堂菜品意见征集',
  '图书馆开放时间调整讨论',
  '校园跑团招新啦',
  '校园网络使用体验反馈',
  '毕业季纪念品设计征集',
  '宿舍楼晾衣区改造意见',
  '春季运动会项目建议',
  '选课系统使用问题汇总',
  '校园共享单车停放',
  '心理健康月活动建议',
  '自习室空调使用时间',
  '校园歌手大赛报名咨询',
];

export const topics: TopicBoardListData['list'] = titles.map((title, index) => ({
  id: index + 1,
  title,
  summary: `关于“${title}”，欢迎大家留言讨论。`,
  author: index % 2 === 0 ? '后勤管理处' : '校团委',
  createdAt: 1_772_330_400 - index * 86_400,
  postCount: 12 - index,
  ...(index < 10 ? { lastPostAt: 1_772_614_800 - index * 86_400 } : {}),
  pinned: index === 0,
}));

export const topicDetail: TopicBoardDetailData = {
  id: 1,
  title: '食堂菜品意见征集',
  intro:
    '<p>为提升餐饮服务质量，后勤管理处征集<strong>菜品、价格与服务</strong>的意见。</p><img src="/static/images/news/cover-2.svg" onerror="alert(1)"><script>alert(1)</script>',
  author: '后勤管理处',
  createdAt: 1_772_330_400,
  postCount: 12,
  pinned: true,
};

export const topicPosts: TopicBoardPostsData['list'] = [
  '希望二食堂晚餐能多一些清淡的菜。',
  '一食堂的早餐包子很好吃，建议周末也供应。',
  '教工餐厅中午排队时间较长，建议增加一个打饭窗口。',
  '能不能在清真窗口增加一些面食？',
  '希望食堂能支持更多的扫码支付方式。',
  '三食堂的水果窗口价格偏高，希望调整。',
  '夜宵窗口能不能开到晚上十点半？',
  '建议在各食堂门口公示每周菜单。',
  '餐具回收处经常堆满，希望增加回收频次。',
  '建议推出小份菜，减少浪费。',
  '二楼风味餐厅的麻辣烫很受欢迎。',
  '期末周能否延长食堂营业时间？<b>加粗</b>',
].map((content, index) => ({
  id: 12 - index,
  author: ['王小明', '赵同学', '李老师', '钱同学'][index % 4]!,
  content,
  images: index === 0 ? ['/static/images/news/cover-1.svg', '/static/images/news/cover-2.svg'] : [],
  createdAt: 1_772_614_800 - index * 18_000,
  replies: index === 0 ? [{ id: 1, author: '后勤管理处', content: '已转达二食堂，下周起增加两道清淡菜品。', createdAt: 1_772_616_000 }] : [],
}));

/** A paged answer over `list` by page and size, as the sandbox gives it. */
function paged<T>(list: readonly T[]) {
  return (query: URLSearchParams) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    return ok({ list: list.slice((page - 1) * size, page * size), page, size, total: list.length });
  };
}

/** topic-board.post: the new message's id, for the topic it was posted to. */
export const topicPostAnswer = (_query: URLSearchParams, body: URLSearchParams) =>
  ok({ id: 99, topicId: Number(body.get('topicId')) } satisfies TopicBoardPostData);

/** topic-board.reply: the reply as stored, by the fixture user. */
export const topicReplyAnswer = (_query: URLSearchParams, body: URLSearchParams) =>
  ok({
    id: 500,
    postId: Number(body.get('postId')),
    author: '王小明',
    content: body.get('content') ?? '',
    createdAt: 1_772_700_000,
  } satisfies TopicBoardReplyData);

/** API answers for each state of the topic-board pages. */
export const topicFixtures = {
  data: {
    '/topic/list': paged(topics),
    '/topic/detail': ok(topicDetail),
    '/topic/posts': paged(topicPosts),
    '/topic/post': topicPostAnswer,
    '/topic/reply': topicReplyAnswer,
  },
  empty: { '/topic/list': paged([]), '/topic/detail': failure(404, '该话题不存在或已关闭'), '/topic/posts': paged([]) },
  ...failingStates(['/topic/list', '/topic/detail', '/topic/posts'], '留言板维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;

/** postMsg shows the topic it posts to: its empty state is a topic without messages yet (the form is the page). */
export const topicPostMsgFixtures = {
  ...topicFixtures,
  empty: { ...topicFixtures.data, '/topic/detail': ok({ ...topicDetail, postCount: 0 }) },
} satisfies Record<string, Fixtures>;

/** A logged-in student (postMsg needs a login). */
export const topicUser = { name: '王小明', auth: { home: { module: ['homepage'] } } };
