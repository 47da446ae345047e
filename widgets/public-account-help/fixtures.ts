/** public-account-help answers for component tests and stories, checked against the contracts by tests/fixtures.test.ts. */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type {
  PublicAccountHelpAccountData,
  PublicAccountHelpCategoriesData,
  PublicAccountHelpQuestionData,
  PublicAccountHelpQuestionsData,
} from './generated/types.ts';
import { PUBLIC_ACCOUNT } from './sandbox/seed.ts';

/** The demo school's account, as its sandbox answers it. */
export const account: PublicAccountHelpAccountData = PUBLIC_ACCOUNT;

const categoryList = [
  { id: 'follow', name: '关注与绑定', description: '关注公众号、绑定与解绑账号' },
  { id: 'message', name: '消息推送', description: '收不到提醒、关闭某类消息' },
  { id: 'login', name: '登录与认证', description: '扫码登录、忘记密码' },
];

/** 12 message questions, so the list pages. */
export const questions: PublicAccountHelpQuestionsData['list'] = [
  ...Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: `消息推送问题 ${i + 1}`, summary: `关于消息提醒的第 ${i + 1} 个问题。`, category: 'message' })),
  { id: 13, title: '忘记统一身份认证密码怎么办？', summary: '通过手机号或邮箱自助重置。', category: 'login' },
  { id: 14, title: '电脑上如何扫码登录门户？', summary: '用已登录门户的手机扫描电脑上的二维码。', category: 'login' },
];

export const categoriesAnswer = (list = questions) =>
  ok({
    categories: categoryList.map((c) => ({ ...c, count: list.filter((q) => q.category === c.id).length })),
    hot: list.slice(0, 3).map(({ id, title }) => ({ id, title })),
  } satisfies PublicAccountHelpCategoriesData);

/** public-account-help.questions as the school answers: category, search in titles and summaries, pages. */
export const questionsAnswer =
  (list = questions) =>
  (query: URLSearchParams) => {
    const categoryId = query.get('category') ?? '';
    const category = categoryList.find((c) => c.id === categoryId);
    if (categoryId && !category) return failure(404, '该问题分类不存在');
    const q = query.get('q') ?? '';
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const matches = list.filter((item) => (!categoryId || item.category === categoryId) && (item.title.includes(q) || item.summary.includes(q)));
    return ok({
      ...(category ? { category: { id: category.id, name: category.name } } : {}),
      list: matches.slice((page - 1) * size, page * size),
      total: matches.length,
      page,
      size,
    } satisfies PublicAccountHelpQuestionsData);
  };

export const questionDetail: PublicAccountHelpQuestionData = {
  id: 13,
  title: '忘记统一身份认证密码怎么办？',
  category: 'login',
  categoryName: '登录与认证',
  content:
    '<p>在登录页点击“忘记密码”自助重置。</p><p onclick="alert(1)">无法自助重置的，请到信息化服务大厅办理。<script>alert(1)</script></p><img src="/static/images/news/cover-2.svg" onerror="alert(1)"><a href="javascript:alert(1)">旧版入口</a>',
  updatedAt: 1_776_643_200,
  related: [{ id: 14, title: '电脑上如何扫码登录门户？' }],
};

export const publicAccountHelpFixtures = {
  data: {
    '/publicsso/account': ok(account),
    '/publicsso/categories': categoriesAnswer(),
    '/publicsso/questions': questionsAnswer(),
    '/publicsso/question': ok(questionDetail),
  },
  empty: {
    // The follow guide always exists; with no account configured the school says so.
    '/publicsso/account': failure(404, '本校暂未开通公众号'),
    '/publicsso/categories': categoriesAnswer([]),
    '/publicsso/questions': questionsAnswer([]),
    '/publicsso/question': failure(404, '该问题不存在或已下线'),
  },
  ...failingStates(['/publicsso/account', '/publicsso/categories', '/publicsso/questions', '/publicsso/question'], '公众号帮助服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
