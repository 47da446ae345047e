/**
 * Hot-question answers for component tests and stories: zh-first, shaped as the sandbox answers, and
 * checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { HotIssueDetailData, HotIssueFeedbackData, HotIssueHomeData, HotIssueListData } from './generated/types.ts';

export const hotIssueCategories = [
  { id: 'academic', name: '教务教学' },
  { id: 'card', name: '校园卡与缴费' },
  { id: 'network', name: '网络与信息化' },
];

const titles: [string, string, number][] = [
  ['card', '校园卡丢了怎么办？', 4120],
  ['academic', '如何申请缓考？', 3862],
  ['network', '校园网账号密码忘了怎么重置？', 3340],
  ['academic', '成绩有异议怎么申请复核？', 2951],
  ['network', '宿舍网络连不上怎么办？', 2788],
  ['academic', '转专业需要满足什么条件？', 2410],
  ['card', '校园卡充值后余额没到账怎么办？', 2230],
  ['card', '学费可以分期缴纳吗？', 1876],
  ['academic', '辅修和双学位怎么报名？', 1320],
  ['network', '如何在校外访问图书馆数据库？', 1960],
  ['card', '校园卡可以在校外消费吗？', 980],
  ['academic', '选课退课的截止时间是什么时候？', 870],
];

export const hotIssues: HotIssueListData['list'] = titles.map(([category, title, views], index) => ({
  id: index + 1,
  title,
  category,
  summary: `${title.replace(/？$/, '')}：办理条件与流程说明。`,
  views,
  updatedAt: 1_770_000_000 - index * 86_400,
}));

export const hotIssueDetail: HotIssueDetailData = {
  id: 1,
  title: '校园卡丢了怎么办？',
  category: 'card',
  categoryName: '校园卡与缴费',
  department: '校园卡服务中心',
  views: 4121,
  updatedAt: 1_770_688_800,
  answer:
    '<p>校园卡遗失后请<strong>第一时间挂失</strong>。</p><ol><li>在门户挂失</li><li>携带身份证补办</li><li>缴纳工本费 20 元</li></ol><p onclick="alert(1)">服务时间：周一至周五。<script>alert(1)</script></p><img src="/static/images/news/cover-2.svg" onerror="alert(1)"><a href="javascript:alert(1)">旧链接</a>',
  helpful: 520,
  unhelpful: 11,
  related: [
    { id: 7, title: '校园卡充值后余额没到账怎么办？' },
    { id: 8, title: '学费可以分期缴纳吗？' },
  ],
};

export function hotIssueHome(list = hotIssues): HotIssueHomeData {
  return {
    categories: hotIssueCategories.map((c) => ({ ...c, count: list.filter((item) => item.category === c.id).length })),
    top: [...list].sort((a, b) => b.views - a.views).slice(0, 6),
  };
}

/** hot-issue.list as the sandbox answers it: a category filter, most viewed first, paged by page and size. */
export function hotIssueListAnswer(list = hotIssues) {
  return (query: URLSearchParams) => {
    const category = query.get('category') ?? '';
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const matches = list.filter((item) => !category || item.category === category).sort((a, b) => b.views - a.views);
    const named = hotIssueCategories.find((c) => c.id === category);
    return ok({
      ...(named ? { category: named } : {}),
      list: matches.slice((page - 1) * size, page * size),
      page,
      size,
      total: matches.length,
    } satisfies HotIssueListData);
  };
}

/** hot-issue.feedback: the reader's vote added to the fixture's counts. */
export function hotIssueFeedbackAnswer(base = hotIssueDetail) {
  return (_query: URLSearchParams, body: URLSearchParams) => {
    const helpful = body.get('helpful') === '1';
    return ok({
      id: base.id,
      helpful: base.helpful + (helpful ? 1 : 0),
      unhelpful: base.unhelpful + (helpful ? 0 : 1),
      myVote: helpful ? 'helpful' : 'unhelpful',
    } satisfies HotIssueFeedbackData);
  };
}

/** API answers for each state of the hot-question pages. */
export const hotIssueFixtures = {
  data: {
    '/hotissue/home': ok(hotIssueHome()),
    '/hotissue/list': hotIssueListAnswer(),
    '/hotissue/detail': ok(hotIssueDetail),
    '/hotissue/feedback': hotIssueFeedbackAnswer(),
  },
  empty: { '/hotissue/home': ok(hotIssueHome([])), '/hotissue/list': hotIssueListAnswer([]), '/hotissue/detail': failure(404, '该问题不存在或已下线') },
  ...failingStates(['/hotissue/home', '/hotissue/list', '/hotissue/detail'], '热点问题服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
