/**
 * Guide answers for component tests and stories: zh-first, shaped as the sandbox answers, and checked
 * against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { GuideDetailData, GuideListData } from './generated/types.ts';
import { GUIDE_CATEGORIES } from './sandbox/categories.ts';

const entries: [string, string][] = [
  ['freshman', '新生报到流程'],
  ['freshman', '新生入学体检须知'],
  ['academic', '成绩单打印'],
  ['academic', '在读证明开具'],
  ['card', '校园卡补办'],
  ['card', '校园卡充值方式'],
  ['network', '校园网开户与缴费'],
  ['logistics', '宿舍报修'],
  ['library', '图书馆借阅规则'],
];

export const guideArticles: GuideListData['list'] = entries.map(([category, title], index) => ({
  id: index + 1,
  title,
  category,
  summary: `${title}的办理条件、流程与咨询方式。`,
  updatedAt: 1_757_000_000 - index * 86_400,
}));

export const guideDetail: GuideDetailData = {
  id: 5,
  title: '校园卡补办',
  category: 'card',
  categoryName: '校园卡',
  department: '校园卡服务中心',
  phone: '010-6278-3001',
  updatedAt: 1_757_500_000,
  content:
    '<p>校园卡遗失后请第一时间挂失。</p><h3>补办流程</h3><ol><li>挂失原卡</li><li>携带身份证到服务中心</li><li>缴纳工本费 20 元</li></ol><table><tbody><tr><td>周一至周五 8:30-11:30</td><td>上午办理</td></tr></tbody></table><p onclick="alert(1)">详见服务平台。<script>alert(1)</script></p><img src="/static/images/news/cover-2.svg" onerror="alert(1)"><a href="javascript:alert(1)">旧链接</a>',
  related: [
    { id: 6, title: '校园卡充值方式' },
    { id: 10, title: '校园卡挂失与解挂' },
  ],
};

/** guide.list as the sandbox answers it: title search, category filter, counts of matches per category. */
export function guideListAnswer(list: GuideListData['list'] = guideArticles) {
  return (query: URLSearchParams) => {
    const q = query.get('q') ?? '';
    const category = query.get('category');
    const matches = list.filter((item) => item.title.includes(q));
    return ok({
      categories: GUIDE_CATEGORIES.map((c) => ({ ...c, count: matches.filter((item) => item.category === c.id).length })),
      list: category ? matches.filter((item) => item.category === category) : matches,
    } satisfies GuideListData);
  };
}

/** API answers for each state of the guide pages. */
export const guideFixtures = {
  data: { '/guide/list': guideListAnswer(), '/guide/detail': ok(guideDetail) },
  empty: { '/guide/list': guideListAnswer([]), '/guide/detail': failure(404, '该办事指南不存在或已下线') },
  ...failingStates(['/guide/list', '/guide/detail'], '办事指南服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
