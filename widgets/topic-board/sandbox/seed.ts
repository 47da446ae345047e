/**
 * Seed of the sandbox 话题留言板: topics opened by offices and student groups, with messages and replies
 * by demo users and by (fictional) other members of the school. Fixed data, so two fresh databases are
 * identical.
 */

export interface SeedTopic {
  title: string;
  summary: string;
  /** Rich HTML from the school: untrusted, the browser sanitizes it. */
  intro: string;
  author: string;
  pinned: boolean;
  createdAt: number;
  posts: SeedPost[];
}

export interface SeedPost {
  /** A demo account's user name, or only a display name for members who are not demo accounts. */
  author: string;
  content: string;
  createdAt: number;
  replies: { author: string; content: string; createdAt: number }[];
}

const beijing = (month: number, day: number, hour = 10) => Date.UTC(2026, month - 1, day, hour - 8) / 1000;

const messages = (start: number, lines: [string, string, [string, string][]?][]): SeedPost[] =>
  lines.map(([author, content, replies = []], index) => ({
    author,
    content,
    createdAt: start + index * 3600 * 5,
    replies: replies.map(([who, text], r) => ({ author: who, content: text, createdAt: start + index * 3600 * 5 + (r + 1) * 1200 })),
  }));

export const SEED_TOPICS: readonly SeedTopic[] = [
  {
    title: '食堂菜品意见征集',
    summary: '后勤管理处面向全校师生征集对各食堂菜品、价格与服务的意见。',
    intro:
      '<p>为进一步提升餐饮服务质量，后勤管理处面向全校师生征集对<strong>各食堂菜品、价格与服务</strong>的意见和建议。</p><p>请在下方留言，可附照片。合理建议将在月度伙食管理委员会上讨论并公示结果。</p>',
    author: '后勤管理处',
    pinned: true,
    createdAt: beijing(3, 1),
    posts: messages(beijing(3, 2), [
      ['student', '希望二食堂晚餐能多一些清淡的菜，最近油有点重。', [['后勤管理处', '已转达二食堂，下周起晚餐增加两道清淡菜品。']]],
      ['赵同学', '一食堂的早餐包子很好吃，建议周末也供应。'],
      [
        'teacher',
        '教工餐厅中午排队时间较长，建议增加一个打饭窗口。',
        [
          ['后勤管理处', '感谢建议，正在协调人手。'],
          ['孙老师', '同感，12 点前后尤其明显。'],
        ],
      ],
      ['钱同学', '能不能在清真窗口增加一些面食？'],
      ['周同学', '希望食堂能支持更多的扫码支付方式。'],
      ['吴同学', '三食堂的水果窗口价格偏高，希望调整。'],
      ['郑同学', '夜宵窗口能不能开到晚上十点半？'],
      ['staff', '建议在各食堂门口公示每周菜单，方便大家提前安排。'],
      ['冯同学', '餐具回收处经常堆满，希望增加回收频次。'],
      ['陈同学', '建议推出小份菜，减少浪费。', [['后勤管理处', '小份菜已在一食堂试点，欢迎品尝。']]],
      ['褚同学', '二楼风味餐厅的麻辣烫很受欢迎，希望多开一个窗口。'],
      ['卫同学', '期末周能否延长食堂营业时间？'],
    ]),
  },
  {
    title: '图书馆开放时间调整讨论',
    summary: '考试周图书馆拟延长开放至 23:00，欢迎发表意见。',
    intro: '<p>图书馆拟在考试周将自习区开放时间延长至 <strong>23:00</strong>，并增设夜间安全巡查。请大家留言反馈需求。</p>',
    author: '图书馆',
    pinned: false,
    createdAt: beijing(3, 10),
    posts: messages(beijing(3, 11), [
      ['蒋同学', '非常支持！考试周座位太紧张了。'],
      ['student', '希望延长开放的同时，能开放四楼的研讨区。', [['图书馆', '四楼研讨区将同步延长开放。']]],
      ['沈同学', '建议晚间关闭前 15 分钟广播提醒。'],
    ]),
  },
  {
    title: '校园跑团招新啦',
    summary: '每周二、四傍晚操场集合，零基础也欢迎。',
    intro: '<p>校园跑团每周二、四 18:30 在东操场集合，配速从 7 分到 5 分都有小组。欢迎在下方留言报名或提问！</p>',
    author: '校学生会体育部',
    pinned: false,
    createdAt: beijing(3, 18),
    posts: messages(beijing(3, 18, 14), [
      ['韩同学', '零基础可以参加吗？', [['校学生会体育部', '可以的，有 7 分配速的入门组。']]],
      ['杨同学', '报名！周四能来。'],
    ]),
  },
  {
    title: '校园网络使用体验反馈',
    summary: '信息化建设与管理处收集宿舍区与教学区网络问题。',
    intro: '<p>请留言说明遇到问题的<strong>地点、时间与现象</strong>，我们会逐条排查。</p>',
    author: '信息化建设与管理处',
    pinned: false,
    createdAt: beijing(2, 26),
    posts: messages(beijing(2, 27), [
      ['朱同学', '12 号楼晚上 10 点后网速明显变慢。', [['信息化建设与管理处', '已安排扩容，预计下周完成。']]],
      ['秦同学', '教学楼 A 区无线信号弱。'],
    ]),
  },
  {
    title: '毕业季纪念品设计征集',
    summary: '为 2026 届毕业生设计纪念品，欢迎投稿创意。',
    intro: '<p>校团委面向全校征集 2026 届毕业纪念品设计创意，入选作品将制作并赠送给毕业生。</p>',
    author: '校团委',
    pinned: false,
    createdAt: beijing(3, 22),
    posts: [],
  },
  {
    title: '宿舍楼晾衣区改造意见',
    summary: '后勤拟改造 5—8 号楼晾衣区，征集同学们的想法。',
    intro: '<p>后勤拟改造 5—8 号楼楼顶晾衣区，欢迎提出意见。</p>',
    author: '后勤管理处',
    pinned: false,
    createdAt: beijing(2, 12),
    posts: messages(beijing(2, 13), [['许同学', '希望加装遮雨棚。']]),
  },
  {
    title: '春季运动会项目建议',
    summary: '运动会新增项目投票前，先听听大家的建议。',
    intro: '<p>春季运动会拟新增趣味项目，欢迎留言推荐。</p>',
    author: '体育部',
    pinned: false,
    createdAt: beijing(2, 20),
    posts: messages(beijing(2, 21), [
      ['何同学', '建议增加拔河比赛。'],
      ['吕同学', '希望有教职工与学生混合接力。'],
    ]),
  },
  {
    title: '选课系统使用问题汇总',
    summary: '选课期间遇到的系统问题请在此反馈。',
    intro: '<p>选课期间如遇系统卡顿、无法提交等问题，请附截图留言。</p>',
    author: '教务处',
    pinned: false,
    createdAt: beijing(1, 5),
    posts: messages(beijing(1, 6), [['施同学', '第一轮选课时页面一直转圈。', [['教务处', '已扩容服务器，第二轮已恢复正常。']]]]),
  },
  {
    title: '校园共享单车停放',
    summary: '关于教学区单车乱停放问题的讨论。',
    intro: '<p>教学区单车停放秩序需要大家共同维护，欢迎提出管理建议。</p>',
    author: '保卫处',
    pinned: false,
    createdAt: beijing(1, 15),
    posts: messages(beijing(1, 16), [['张同学', '建议在教学楼前划定更多停车区。']]),
  },
  {
    title: '心理健康月活动建议',
    summary: '5·25 心理健康月活动征集创意。',
    intro: '<p>心理健康教育中心征集 5·25 心理健康月活动创意。</p>',
    author: '心理健康教育中心',
    pinned: false,
    createdAt: beijing(3, 25),
    posts: [],
  },
  {
    title: '自习室空调使用时间',
    summary: '关于教学楼自习室空调开放时段的意见征集。',
    intro: '<p>请留言说明希望的空调开放时段与温度。</p>',
    author: '后勤管理处',
    pinned: false,
    createdAt: beijing(3, 5),
    posts: messages(beijing(3, 6), [['孔同学', '希望晚上也开放到 22:00。']]),
  },
  {
    title: '校园歌手大赛报名咨询',
    summary: '报名、海选时间与规则答疑。',
    intro: '<p>校园歌手大赛报名截止 4 月 10 日，有问题请留言。</p>',
    author: '校团委',
    pinned: false,
    createdAt: beijing(3, 28),
    posts: messages(beijing(3, 28, 15), [['曹同学', '可以组合报名吗？', [['校团委', '可以，组合不超过 3 人。']]]]),
  },
];
