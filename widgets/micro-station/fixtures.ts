/**
 * Micro-station answers for component tests and stories: zh-first, shaped as the sandbox answers, and
 * checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, failure, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { MicroStationArticleData, MicroStationArticlesData, MicroStationStationsData } from './generated/types.ts';

export const stationDirectory: MicroStationStationsData = {
  kinds: [
    { id: 'college', name: '学院' },
    { id: 'department', name: '职能部门' },
  ],
  list: [
    { id: 1, name: '计算机学院', kind: 'college', intro: '学院新闻、学术报告、学生活动与招生就业信息。', articleCount: 12 },
    { id: 2, name: '外国语学院', kind: 'college', intro: '语言学习、翻译实践、国际交流项目信息。', articleCount: 5 },
    { id: 3, name: '经济管理学院', kind: 'college', intro: '学院动态、学术讲座、创新创业与校企合作。', articleCount: 6 },
    { id: 4, name: '图书馆', kind: 'department', intro: '资源动态、讲座培训、开放时间与读者服务。', articleCount: 6 },
    { id: 5, name: '信息化办公室', kind: 'department', intro: '网络服务、信息系统与网络安全提示。', articleCount: 3 },
  ],
};

const titles = [
  '学院举办 2026 年春季学术报告会',
  '我院学生在全国大学生程序设计竞赛中获金奖',
  '关于 2026 届本科毕业设计中期检查的通知',
  '计算机学院 2026 年硕士研究生复试安排',
  '学院与信息化办公室共建校园开源镜像站',
  '“人工智能+”系列讲座第三讲预告',
  '学院召开新学期教学工作会议',
  '2026 年暑期科研实习项目报名启动',
  '我院教师获省级教学成果奖一等奖',
  '网络空间安全实验室开放日活动通知',
  '学院研究生会换届选举结果公示',
  '关于开展学生心理健康月活动的通知',
];
export const stationArticleItems: MicroStationArticlesData['list'] = titles.map((title, index) => ({
  id: index + 1,
  title,
  summary: `${title}，详情请见全文。`,
  publishedAt: 1_773_900_000 - index * 2 * 86_400,
}));

/** micro-station.articles as the sandbox answers it: one station, its articles page by page. */
export function stationArticlesAnswer(list: MicroStationArticlesData['list'] = stationArticleItems) {
  return (query: URLSearchParams) => {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    return ok({
      station: { id: 1, name: '计算机学院', kind: 'college', kindName: '学院', intro: '计算机学院微站：学院新闻、学术报告、学生活动与招生就业信息。' },
      list: list.slice((page - 1) * size, page * size),
      page,
      size,
      total: list.length,
    } satisfies MicroStationArticlesData);
  };
}

export const stationArticle: MicroStationArticleData = {
  id: 3,
  title: '关于 2026 届本科毕业设计中期检查的通知',
  station: { id: 1, name: '计算机学院' },
  author: '计算机学院办公室',
  publishedAt: 1_773_400_000,
  views: 356,
  content:
    '<p>毕业设计中期检查将于 4 月中旬进行。</p><ul><li>提交中期检查表</li><li>指导教师审核签字</li></ul><img src="/static/images/news/cover-2.svg" onerror=alert(1)><a href="javascript:alert(1)">旧链接</a><p onclick="alert(1)">附表另行下发<script>alert(1)</script></p>',
};

/** API answers for each state of the micro-station pages. */
export const microStationFixtures = {
  data: { '/microStation/stations': ok(stationDirectory), '/microStation/articles': stationArticlesAnswer(), '/microStation/article': ok(stationArticle) },
  empty: {
    '/microStation/stations': ok({ kinds: stationDirectory.kinds, list: [] } satisfies MicroStationStationsData),
    '/microStation/articles': stationArticlesAnswer([]),
    '/microStation/article': failure(404, '该文章不存在或已删除'),
  },
  ...failingStates(['/microStation/stations', '/microStation/articles', '/microStation/article'], '微站服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
