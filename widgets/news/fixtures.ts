/**
 * News answers for component tests and stories: zh-first, shaped as the sandbox answers, and checked
 * against contracts/*.schema.json by fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { NewsDetailData, NewsListData } from './generated/types.ts';

const titles = [
  '学校召开2026年秋季学期教学工作会议',
  '关于2026年冬季学期选课安排的通知',
  '图书馆延长期末开放时间的通知',
  '我校学子在全国大学生数学建模竞赛中获佳绩',
  '第十二届校园文化艺术节开幕',
  '关于做好冬季校园安全工作的通知',
  '学校举行新一届研究生开学典礼',
  '后勤保障处关于食堂窗口调整的说明',
  '我校新增两个国家级一流本科专业建设点',
  '关于开展2026年度学生资助工作的通知',
  '校运动会圆满落幕',
  '教务处关于期末考试安排的通知',
];
const sources = ['党委宣传部', '教务处', '图书馆', '学生工作部', '后勤保障处', '研究生院'];

export const newsArticles: NewsListData['list'] = titles.map((title, index) => ({
  id: index + 1,
  title,
  summary: `${title}。相关部门负责人出席并讲话，全体师生积极参与。`,
  channel: ['campus', 'notice', 'official'][index % 3]!,
  source: sources[index % sources.length]!,
  ...(index % 2 === 0 ? { cover: `news/cover-${(index % 6) + 1}.svg` } : {}),
  publishedAt: 1_763_000_000 - index * 86_400,
  views: 1200 - index * 37,
}));

export const newsDetail: NewsDetailData = {
  id: 1,
  title: titles[0]!,
  channel: 'campus',
  source: '党委宣传部',
  author: '李明',
  cover: 'news/cover-1.svg',
  publishedAt: 1_763_000_000,
  views: 1201,
  content:
    '<p>11月18日下午，学校在行政楼第一会议室召开2026年秋季学期教学工作会议。</p><h3>会议要求</h3><ul><li>落实课程思政建设</li><li>加强教学过程管理</li></ul><p><img src="/static/images/news/cover-1.svg" alt="会议现场"></p><p onclick="alert(1)">各学院主管教学副院长参加会议。<script>alert(1)</script></p><a href="javascript:alert(1)">原文链接</a>',
};

/** One page of the list, as news.list answers it for a query. */
export function newsListAnswer(list: NewsListData['list'] = newsArticles) {
  return (query: URLSearchParams) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    const channel = query.get('channel');
    const filtered = channel ? list.filter((a) => a.channel === channel) : list;
    return ok({ list: filtered.slice((page - 1) * size, page * size), page, size, total: filtered.length } satisfies NewsListData);
  };
}

/** API answers for each state of the news pages. */
export const newsFixtures = {
  data: { '/news/list': newsListAnswer(), '/news/detail': ok(newsDetail) },
  empty: { '/news/list': newsListAnswer([]), '/news/detail': failure(404, '文章不存在或已被删除') },
  ...failingStates(['/news/list', '/news/detail'], '新闻服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
