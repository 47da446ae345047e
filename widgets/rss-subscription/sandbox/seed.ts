/**
 * Seed of the sandbox 信息订阅: the school's content channels and their recent items. Some items carry
 * their full text (read in the portal), others only a link to the office's site. Fixed data. The demo
 * student starts subscribed to two channels; everyone else starts with none.
 */

export interface SeedChannel {
  code: string;
  name: string;
  source: string;
  description: string;
  items: { title: string; summary: string; content?: string; link?: string; publishedAt: number }[];
}

const beijing = (month: number, day: number, hour = 9) => Date.UTC(2026, month - 1, day, hour - 8) / 1000;
const text = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

export const SEED_CHANNELS: readonly SeedChannel[] = [
  {
    code: 'jwc',
    name: '教务处通知',
    source: '教务处',
    description: '选课、考试、成绩与学籍相关通知',
    items: [
      {
        title: '关于 2025—2026 学年春季学期期中教学检查的通知',
        summary: '期中教学检查安排在第 9—10 周进行。',
        content: text('各学院：', '本学期期中教学检查安排在<strong>第 9—10 周</strong>进行，请各学院组织听课与学生座谈。'),
        publishedAt: beijing(4, 20),
      },
      {
        title: '2026 年春季学期补选课安排',
        summary: '补选课于第 2 周周一 9:00 开放。',
        content: text('补选课于第 2 周周一 9:00 至周五 17:00 开放，请同学们在教务系统中完成补选。'),
        publishedAt: beijing(3, 2),
      },
      {
        title: '关于英语四六级考试报名的通知',
        summary: '报名时间为 3 月 10 日至 3 月 20 日。',
        content: text('2026 年上半年全国大学英语四、六级考试报名时间为 3 月 10 日至 3 月 20 日。'),
        publishedAt: beijing(3, 8),
      },
      {
        title: '本科毕业论文（设计）中期检查安排',
        summary: '各学院于 4 月 15 日前完成中期检查。',
        content: text('请各学院于 4 月 15 日前完成毕业论文（设计）中期检查，并提交检查记录。'),
        publishedAt: beijing(3, 25),
      },
      {
        title: '关于公布 2025 年秋季学期缓考安排的通知',
        summary: '缓考于第 2 周周六进行。',
        link: 'https://jwc.demo.example/notice/2026/0301.html',
        publishedAt: beijing(3, 1),
      },
      {
        title: '第二学位报名通知',
        summary: '4 月 1 日起开放报名。',
        content: text('第二学位报名 4 月 1 日起在教务系统开放，详情见附件说明。'),
        publishedAt: beijing(3, 28),
      },
    ],
  },
  {
    code: 'library',
    name: '图书馆公告',
    source: '图书馆',
    description: '开放时间、数据库试用与讲座',
    items: [
      {
        title: '考试周图书馆延长开放时间',
        summary: '考试周自习区开放至 23:00。',
        content: text('考试周期间，图书馆一至三层自习区开放至 <strong>23:00</strong>。'),
        publishedAt: beijing(4, 18),
      },
      {
        title: '新增 Web of Science 数据库试用',
        summary: '试用期至 6 月 30 日。',
        link: 'https://lib.demo.example/news/wos-trial',
        publishedAt: beijing(3, 15),
      },
      {
        title: '“一小时讲座”：文献检索入门',
        summary: '3 月 21 日 14:00，图书馆报告厅。',
        content: text('本期“一小时讲座”介绍中文数据库检索技巧，欢迎参加。'),
        publishedAt: beijing(3, 14),
      },
      {
        title: '清明节假期开放安排',
        summary: '假期期间 8:00—22:00 开放。',
        content: text('清明节假期期间图书馆开放时间为 8:00—22:00。'),
        publishedAt: beijing(4, 2),
      },
    ],
  },
  {
    code: 'xgc',
    name: '学工动态',
    source: '学生工作部',
    description: '奖助学金、心理健康与学生活动',
    items: [
      {
        title: '2026 年国家励志奖学金评审工作通知',
        summary: '请符合条件的同学于 4 月 25 日前提交申请。',
        content: text('符合条件的同学请于 4 月 25 日前在学工系统提交申请材料。'),
        publishedAt: beijing(4, 10),
      },
      {
        title: '5·25 心理健康月活动预告',
        summary: '心理游园会、团体辅导等系列活动。',
        content: text('心理健康教育中心将于 5 月举办心理游园会、团体辅导等系列活动。'),
        publishedAt: beijing(4, 22),
      },
      {
        title: '学生宿舍安全检查通知',
        summary: '第 8 周开展宿舍安全检查。',
        content: text('第 8 周将开展宿舍用电安全检查，请同学们配合。'),
        publishedAt: beijing(4, 5),
      },
    ],
  },
  {
    code: 'career',
    name: '就业信息',
    source: '就业指导中心',
    description: '招聘会、实习与就业政策',
    items: [
      {
        title: '春季大型双选会邀请函',
        summary: '4 月 16 日体育馆，300 余家单位参会。',
        content: text('春季大型双选会将于 4 月 16 日在体育馆举行，300 余家用人单位参会。'),
        publishedAt: beijing(4, 1),
      },
      {
        title: '“职引未来”简历诊断工作坊',
        summary: '每周三下午，就业指导中心 201。',
        content: text('每周三下午就业指导中心 201 提供一对一简历诊断。'),
        publishedAt: beijing(3, 20),
      },
      {
        title: '选调生报考政策宣讲会',
        summary: '3 月 26 日 19:00 线上宣讲。',
        link: 'https://career.demo.example/talks/xds-2026',
        publishedAt: beijing(3, 22),
      },
    ],
  },
  {
    code: 'logistics',
    name: '后勤服务',
    source: '后勤管理处',
    description: '停水停电、餐饮与宿舍服务',
    items: [
      {
        title: '东区宿舍 4 月 12 日停水通知',
        summary: '8:00—14:00 管网维修停水。',
        content: text('因管网维修，东区 1—6 号宿舍楼 4 月 12 日 8:00—14:00 停水，请提前储水。'),
        publishedAt: beijing(4, 9),
      },
      { title: '一食堂二楼窗口调整', summary: '新增小份菜窗口。', content: text('一食堂二楼新增小份菜窗口，欢迎品尝。'), publishedAt: beijing(3, 30) },
    ],
  },
  {
    code: 'it',
    name: '信息化服务',
    source: '信息化建设与管理处',
    description: '系统升级、网络维护与信息安全',
    items: [
      {
        title: '统一身份认证系统升级公告',
        summary: '4 月 20 日 0:00—6:00 暂停服务。',
        content: text('统一身份认证系统将于 4 月 20 日 0:00—6:00 升级，期间相关系统暂停登录。'),
        publishedAt: beijing(4, 16),
      },
      {
        title: '防范钓鱼邮件提醒',
        summary: '近期出现冒充学校通知的钓鱼邮件。',
        content: text('近期出现冒充学校的钓鱼邮件，请勿点击不明链接。<img src=x onerror=alert(1)>'),
        publishedAt: beijing(4, 12),
      },
    ],
  },
];

/** Channels (by code) the demo student starts subscribed to. */
export const SEED_STUDENT_SUBSCRIPTIONS = ['jwc', 'library'] as const;
