/**
 * Seed of the notice centre (通知公告) and its attachments: what a Chinese
 * university's offices send to students, teachers and staff in an autumn semester. Everything is fixed
 * (timestamps included), so two fresh databases are identical. One notice was copied from an outside CMS
 * and carries the hostile fragments, so the browser's sanitizer meets them in real data.
 */
import { HOSTILE_HTML_FRAGMENTS, type AudienceGroup } from '../../../sandbox/kit.ts';

/** 2026-11-20 09:00 China time: the newest seeded notice. */
export const SEED_NOW = 1_795_136_400;
const DAY = 86_400;
const HOUR = 3_600;

export interface SeedAttachment {
  name: string;
  /** ASCII lines printed on the generated PDF's page. */
  lines: string[];
}

export interface SeedNotice {
  title: string;
  department: string;
  audience: readonly AudienceGroup[];
  important?: boolean;
  /** Who published it in the portal (announcementRelease); the offices' own system when absent. */
  publisher?: string;
  publishedAt: number;
  content: string;
  attachments?: readonly SeedAttachment[];
  /** Demo users who have already opened it. */
  readBy?: readonly string[];
}

const ALL: readonly AudienceGroup[] = ['students', 'teachers', 'staff'];

export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    title: '关于2027年元旦放假安排的通知',
    department: '党政办公室',
    audience: ALL,
    publisher: 'staff',
    publishedAt: SEED_NOW,
    content:
      '<p>各单位、全体师生：</p><p>根据国务院办公厅通知精神，结合我校实际，现将2027年元旦放假安排通知如下：</p><ol><li><strong>2027年1月1日（星期五）至1月3日（星期日）</strong>放假调休，共3天。</li><li>放假期间，各单位要做好安全检查和值班安排。</li><li>在校学生离校须向辅导员报备。</li></ol><p>祝全体师生元旦快乐！</p>',
  },
  {
    title: '关于做好2027年寒假学生离校工作的通知',
    department: '学生工作部（处）',
    audience: ['students'],
    important: true,
    publishedAt: SEED_NOW - 2 * HOUR,
    content:
      '<p>各学院、全体同学：</p><p>本学期将于2027年1月15日结束，寒假自1月16日开始。为确保同学们安全、有序离校，请注意以下事项：</p><ul><li>离校前请在“离校登记”中填写去向及返校时间；</li><li>关闭宿舍水电门窗，贵重物品随身携带；</li><li>乘坐正规交通工具，注意出行安全。</li></ul><p><strong>本通知须确认知晓。</strong></p>',
    attachments: [{ name: '寒假离校安全承诺书.pdf', lines: ['Winter break departure: safety pledge', 'Sign and hand to your counsellor.'] }],
  },
  {
    title: '校园网认证系统升级维护公告',
    department: '信息化建设与管理处',
    audience: ALL,
    important: true,
    publishedAt: SEED_NOW - 1 * DAY,
    content:
      '<p>为提升校园网认证系统的稳定性，信息化建设与管理处将于<strong>11月22日（周日）0:00—6:00</strong>对认证系统进行升级维护。</p><p>维护期间有线及无线网络将无法登录认证，已在线用户不受影响。如有疑问请拨打服务热线 010-6278-6000。</p>',
    readBy: ['teacher'],
  },
  {
    title: '关于开展2026-2027学年第一学期期中教学检查的通知',
    department: '教务处',
    audience: ['students', 'teachers'],
    publishedAt: SEED_NOW - 2 * DAY,
    content:
      '<p>为了解本学期教学运行情况，学校定于第10—11周开展期中教学检查。</p><h3>检查内容</h3><ul><li>教师教学进度与课堂教学情况；</li><li>学生到课率及学习情况；</li><li>实验、实践教学开展情况。</li></ul><p>请各学院于11月27日前提交自查报告。</p>',
    readBy: ['student', 'teacher'],
  },
  {
    title: '2027届本科毕业论文（设计）查重工作安排',
    department: '教务处',
    audience: ['students', 'teachers'],
    publishedAt: SEED_NOW - 3 * DAY,
    content:
      '<p>2027届本科毕业论文（设计）查重工作将于2027年4月开展，现将有关安排通知如下：</p><ol><li>查重系统：中国知网大学生论文管理系统；</li><li>每位学生可免费检测2次；</li><li>重复率高于30%的论文不得参加答辩。</li></ol><p>详细要求见附件。</p>',
    attachments: [
      { name: '毕业论文查重工作安排.pdf', lines: ['Class of 2027 thesis similarity check', 'Two free checks per student; over 30% may not defend.'] },
    ],
  },
  {
    title: '关于2026年下半年全国大学英语四六级考试报名的通知',
    department: '教务处',
    audience: ['students'],
    publishedAt: SEED_NOW - 4 * DAY,
    content:
      '<p>2026年下半年全国大学英语四、六级考试笔试将于12月19日举行。</p><p>报名时间：即日起至11月28日17:00，登录教育部考试中心网站报名并缴费。</p><p>考试费：四级30元，六级30元。</p>',
    attachments: [{ name: '四六级考试报名操作指南.pdf', lines: ['CET-4/6 registration guide', 'Register and pay before 28 November, 17:00.'] }],
  },
  {
    title: '教职工年度体检安排的通知',
    department: '校工会',
    audience: ['teachers', 'staff'],
    publishedAt: SEED_NOW - 5 * DAY,
    content: '<p>2026年度教职工体检将于12月1日至12月12日在校医院进行，请各单位按附件中的时间安排组织教职工分批体检。</p><p>体检前一天晚上10点后请禁食。</p>',
    attachments: [{ name: '2026年度教职工体检分批安排表.pdf', lines: ['Staff health check 2026', '1-12 December, campus hospital, by department.'] }],
  },
  {
    title: '图书馆电子资源试用通知',
    department: '图书馆',
    audience: ALL,
    publisher: 'staff',
    publishedAt: SEED_NOW - 6 * DAY,
    // Copied from the publisher's website by a librarian: the outside CMS's markup came along.
    content: `<p>图书馆新增以下电子资源试用，试用期至2026年12月31日，欢迎师生使用并反馈意见：</p><ul><li>ScienceDirect 电子期刊</li><li>万方医学网</li><li>超星读秀学术搜索</li></ul><p>校外访问请先登录 VPN。</p>${HOSTILE_HTML_FRAGMENTS.join('')}<p>反馈邮箱：<a href="mailto:lib@demo.example">lib@demo.example</a></p>`,
    readBy: ['student'],
  },
  {
    title: '关于开展实验室安全专项检查的通知',
    department: '实验室与设备管理处',
    audience: ['teachers', 'staff'],
    important: true,
    publishedAt: SEED_NOW - 7 * DAY,
    content:
      '<p>为切实消除实验室安全隐患，学校将于11月下旬开展实验室安全专项检查。</p><ul><li>危险化学品的存放与台账；</li><li>气瓶固定与标识；</li><li>实验室消防器材。</li></ul><p>请各实验室负责人确认知晓并做好自查。</p>',
  },
  {
    title: '2026年度国家奖学金评审结果公示',
    department: '学生资助管理中心',
    audience: ['students'],
    publishedAt: SEED_NOW - 8 * DAY,
    content:
      '<p>经学院推荐、学校评审委员会评审，拟推荐以下同学获2026年度国家奖学金，现予以公示。公示期为5个工作日。</p><p>如有异议，请在公示期内向学生资助管理中心反映。</p>',
  },
  {
    title: '关于报送2027年部门预算的通知',
    department: '财务处',
    audience: ['staff'],
    publishedAt: SEED_NOW - 9 * DAY,
    content: '<p>各单位：</p><p>请按照附件模板编制2027年部门预算，并于12月10日前报送财务处预算科。</p>',
    attachments: [{ name: '2027年部门预算编制说明.pdf', lines: ['2027 department budget', 'Submit by 10 December.'] }],
  },
  {
    title: '学生宿舍消防安全疏散演练通知',
    department: '保卫处',
    audience: ['students'],
    publishedAt: SEED_NOW - 10 * DAY,
    content: '<p>定于11月12日（周四）19:30在各学生宿舍楼开展消防安全疏散演练，届时请听从楼管及志愿者指挥，有序疏散。</p>',
    readBy: ['student'],
  },
  {
    title: '关于调整校园巴士运行时刻的通知',
    department: '后勤保障处',
    audience: ALL,
    publisher: 'staff',
    publishedAt: SEED_NOW - 11 * DAY,
    content:
      '<p>自11月10日起，校园巴士冬季时刻调整为：</p><ul><li>首班 7:00，末班 21:30；</li><li>高峰时段（7:30—8:30、11:30—12:30）加密至每10分钟一班。</li></ul>',
  },
  {
    title: '职工食堂就餐卡充值方式调整',
    department: '后勤保障处',
    audience: ['staff'],
    publishedAt: SEED_NOW - 12 * DAY,
    content: '<p>自11月起，职工食堂就餐卡支持在“校园卡”应用中在线充值，原人工充值窗口保留至12月底。</p>',
  },
  {
    title: '关于组织教师参加高校教师教学能力培训的通知',
    department: '教师发展中心',
    audience: ['teachers'],
    publishedAt: SEED_NOW - 13 * DAY,
    content: '<p>为提升青年教师教学能力，教师发展中心将举办为期两天的教学能力培训，请有意参加的教师于11月20日前报名。</p>',
  },
  {
    title: '关于2027年寒假社会实践项目立项申报的通知',
    department: '校团委',
    audience: ['students'],
    publishedAt: SEED_NOW - 14 * DAY,
    content: '<p>2027年寒假社会实践项目立项申报工作现已启动，各团队请于12月5日前提交申报书。</p>',
  },
  {
    title: '2027年度城乡居民医保缴费提醒',
    department: '校医院',
    audience: ['students'],
    publishedAt: SEED_NOW - 15 * DAY,
    content: '<p>2027年度大学生城乡居民医疗保险缴费将于12月20日截止，个人缴费标准为每人每年380元，请尚未缴费的同学及时缴纳。</p>',
    readBy: ['student'],
  },
  {
    title: '关于申报2027年度校级教学改革研究项目的通知',
    department: '教务处',
    audience: ['teachers'],
    publishedAt: SEED_NOW - 16 * DAY,
    content: '<p>2027年度校级教学改革研究项目申报工作开始，请申报教师于12月15日前通过教务系统提交申报书。</p>',
  },
];
