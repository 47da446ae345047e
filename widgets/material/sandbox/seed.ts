/**
 * Seed of the study materials (学习资料 / 资料下载): what a university's offices and colleges publish for
 * download, each with a description (CMS HTML, one carrying hostile fragments) and real attachment files.
 */
import { HOSTILE_HTML_FRAGMENTS, beijingMorning } from '../../../sandbox/kit.ts';

export const MATERIAL_CATEGORIES = [
  { id: 'courseware', name: '课程课件' },
  { id: 'exam', name: '考试复习' },
  { id: 'thesis', name: '毕业论文' },
  { id: 'forms', name: '常用表格' },
  { id: 'software', name: '软件与工具' },
] as const;

export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number]['id'];
export const MATERIAL_CATEGORY_IDS: readonly MaterialCategory[] = MATERIAL_CATEGORIES.map((c) => c.id);

export interface SeedAttachment {
  /** The download's name; its extension picks the document kind (pdf, docx, xlsx). */
  name: string;
  /** The document's ASCII body lines (see documentFiles.ts). */
  lines: readonly string[];
}

export interface SeedMaterial {
  category: MaterialCategory;
  title: string;
  summary: string;
  publisher: string;
  publishedAt: number;
  views: number;
  content: string;
  attachments: readonly SeedAttachment[];
}

const pdf = (name: string, english: string): SeedAttachment => ({ name: `${name}.pdf`, lines: [english, 'Demo University', 'For study use on campus only.'] });
const docx = (name: string, english: string): SeedAttachment => ({ name: `${name}.docx`, lines: [english, 'Demo University'] });
const xlsx = (name: string, english: string): SeedAttachment => ({ name: `${name}.xlsx`, lines: [english, 'Demo University'] });
const points = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const SEED_MATERIALS: readonly SeedMaterial[] = [
  {
    category: 'courseware',
    title: '高等数学（上）课程课件',
    summary: '数学科学学院高等数学教学团队整理的第一至六章课件与习题课讲义。',
    publisher: '数学科学学院',
    publishedAt: beijingMorning(2026, 3, 2),
    views: 2381,
    content: `<p>本课件与教材《高等数学》（第八版）配套，涵盖函数与极限、导数与微分、中值定理、不定积分、定积分及其应用。</p>${points(['第一章 函数与极限', '第二章 导数与微分', '第三章 微分中值定理与导数的应用', '第四至六章 积分学'])}<p>习题课讲义每两周更新一次，请关注课程群通知。</p>`,
    attachments: [
      pdf('高等数学（上）第一至三章课件', 'Advanced Mathematics I - Chapters 1-3'),
      pdf('高等数学（上）习题课讲义', 'Advanced Mathematics I - Exercise Classes'),
    ],
  },
  {
    category: 'courseware',
    title: '大学物理实验预习指导',
    summary: '物理实验中心编写的十二个基础实验预习要点与数据记录表。',
    publisher: '物理实验教学中心',
    publishedAt: beijingMorning(2026, 2, 27),
    views: 1564,
    content: `<p>进入实验室前请完成预习报告，实验当天交指导教师检查。</p><h3>注意事项</h3>${points(['爱护仪器，按规程操作', '实验数据须经教师签字', '实验报告一周内提交'])}`,
    attachments: [pdf('大学物理实验预习指导', 'College Physics Lab - Preparation Guide'), xlsx('实验数据记录表', 'Physics Lab Data Sheet')],
  },
  {
    category: 'courseware',
    title: 'Python 程序设计实验指导书',
    summary: '计算机学院公共课教学部编写，含十个上机实验与参考答案说明。',
    publisher: '计算机学院',
    publishedAt: beijingMorning(2026, 2, 20),
    views: 1920,
    content: '<p>实验环境：Python 3.12，推荐使用学校正版化平台提供的开发工具。</p><p>每次实验完成后请将代码提交至课程平台。</p>',
    attachments: [pdf('Python 程序设计实验指导书', 'Python Programming - Lab Manual')],
  },
  {
    category: 'courseware',
    title: '思想道德与法治 专题教学资料',
    summary: '马克思主义学院专题教学资料与课堂讨论提纲。',
    publisher: '马克思主义学院',
    publishedAt: beijingMorning(2026, 2, 18),
    views: 986,
    content: '<p>本资料供课前阅读，课堂讨论提纲请在小组内分工准备。</p>',
    attachments: [pdf('专题教学资料汇编', 'Ethics and Rule of Law - Readings'), docx('课堂讨论提纲', 'Discussion Outline')],
  },
  {
    category: 'exam',
    title: '全国大学英语四六级考试备考指南',
    summary: '外国语学院整理的考试说明、题型分析与复习计划建议。',
    publisher: '外国语学院',
    publishedAt: beijingMorning(2026, 3, 5),
    views: 3410,
    content: `<p>2026 年上半年全国大学英语四、六级考试将于 6 月举行，报名时间另行通知。</p><h3>复习建议</h3>${points(['每天坚持听力训练 30 分钟', '按题型进行限时练习', '考前完成两套真题模拟'])}<table><tbody><tr><td>四级笔试</td><td>6 月 13 日上午</td></tr><tr><td>六级笔试</td><td>6 月 13 日下午</td></tr></tbody></table>`,
    attachments: [pdf('四六级考试备考指南', 'CET-4/6 Preparation Guide')],
  },
  {
    category: 'exam',
    title: '线性代数期末复习提纲',
    summary: '线性代数课程组编写的期末复习重点与往年考试题型说明。',
    publisher: '数学科学学院',
    publishedAt: beijingMorning(2026, 1, 6),
    views: 2210,
    content: '<p>复习提纲涵盖行列式、矩阵、向量组的线性相关性、线性方程组、特征值与特征向量、二次型。</p>',
    attachments: [pdf('线性代数期末复习提纲', 'Linear Algebra - Final Review Outline')],
  },
  {
    category: 'exam',
    title: '计算机等级考试（二级）报考说明',
    summary: '教务处考试中心发布的报考条件、考试科目与缴费方式。',
    publisher: '教务处考试中心',
    publishedAt: beijingMorning(2026, 2, 25),
    views: 1302,
    content: '<p>报名时间：3 月 9 日至 3 月 20 日。考生须通过考试中心网站报名并缴费，逾期不予补报。</p>',
    attachments: [pdf('计算机等级考试报考说明', 'NCRE Level 2 - Registration Notes'), xlsx('各科目考试时间安排', 'NCRE Timetable')],
  },
  {
    category: 'thesis',
    title: '本科毕业论文（设计）撰写规范',
    summary: '教务处修订的毕业论文格式要求、引用规范与装订说明。',
    publisher: '教务处',
    publishedAt: beijingMorning(2026, 1, 12),
    views: 4120,
    content: `<p>本规范适用于 2026 届本科毕业生，请严格按照要求撰写和排版。</p><h3>主要变化</h3>${points(['参考文献采用 GB/T 7714—2015 格式', '摘要字数调整为 300 至 500 字', '须提交查重报告'])}<p>格式问题请咨询所在学院教学秘书。</p>${HOSTILE_HTML_FRAGMENTS[0]}${HOSTILE_HTML_FRAGMENTS[3]}<p onclick="alert(1)">旧版模板已停用<script>alert(1)</script></p>`,
    attachments: [
      pdf('本科毕业论文（设计）撰写规范', 'Undergraduate Thesis - Writing Standard'),
      docx('毕业论文模板', 'Undergraduate Thesis Template'),
      docx('开题报告表', 'Thesis Proposal Form'),
    ],
  },
  {
    category: 'thesis',
    title: '毕业论文查重操作说明',
    summary: '图书馆提供的论文检测系统使用方法与常见问题。',
    publisher: '图书馆',
    publishedAt: beijingMorning(2026, 3, 10),
    views: 1750,
    content: '<p>每位毕业生有两次免费检测机会，第二次检测须在导师确认后进行。</p>',
    attachments: [pdf('论文检测系统操作说明', 'Thesis Similarity Check - User Guide')],
  },
  {
    category: 'thesis',
    title: '研究生学位论文答辩流程',
    summary: '研究生院整理的答辩申请、评阅与答辩安排流程。',
    publisher: '研究生院',
    publishedAt: beijingMorning(2026, 3, 1),
    views: 980,
    content: '<p>学位论文须经导师同意、查重通过、双盲评阅合格后方可申请答辩。</p>',
    attachments: [pdf('研究生学位论文答辩流程', 'Graduate Thesis Defense Procedure'), docx('答辩申请表', 'Defense Application Form')],
  },
  {
    category: 'forms',
    title: '学生请假与销假申请表',
    summary: '学生工作部发布的请假审批表，请假三天以上须学院审批。',
    publisher: '学生工作部',
    publishedAt: beijingMorning(2026, 2, 16),
    views: 2650,
    content: '<p>请假一天以内由辅导员审批，三天以内由学院副书记审批，三天以上报学生工作部备案。</p>',
    attachments: [docx('学生请假申请表', 'Student Leave Application')],
  },
  {
    category: 'forms',
    title: '学生证补办申请表',
    summary: '学生证遗失补办、火车票优惠区间变更所需表格。',
    publisher: '学生工作部',
    publishedAt: beijingMorning(2026, 2, 10),
    views: 860,
    content: '<p>填写申请表后交所在学院学工办盖章，再到学生服务中心办理。</p>',
    attachments: [docx('学生证补办申请表', 'Student ID Replacement Form')],
  },
  {
    category: 'forms',
    title: '实验室安全准入考试学习资料',
    summary: '实验室与设备管理处编写的安全知识手册与自测题。',
    publisher: '实验室与设备管理处',
    publishedAt: beijingMorning(2026, 2, 24),
    views: 1432,
    content: '<p>进入实验室前须通过安全准入考试，成绩 90 分以上为合格。</p>',
    attachments: [pdf('实验室安全知识手册', 'Laboratory Safety Handbook'), xlsx('安全自测题', 'Safety Self-Test')],
  },
  {
    category: 'software',
    title: '正版软件平台使用指南',
    summary: '信息化办公室提供的正版操作系统与办公软件激活说明。',
    publisher: '信息化办公室',
    publishedAt: beijingMorning(2026, 3, 3),
    views: 3012,
    content: '<p>在校师生可通过校园网访问正版软件平台，下载并激活 Windows、Office 等软件。</p><p>校外访问请先连接 VPN。</p>',
    attachments: [pdf('正版软件平台使用指南', 'Licensed Software Platform - Guide')],
  },
  {
    category: 'software',
    title: 'SPSS 统计软件入门教程',
    summary: '经济管理学院数据分析实验室编写的入门教程与示例数据。',
    publisher: '经济管理学院',
    publishedAt: beijingMorning(2026, 2, 12),
    views: 1108,
    content: '<p>教程包括数据录入、描述统计、t 检验、方差分析与回归分析，配有示例数据。</p>',
    attachments: [pdf('SPSS 入门教程', 'SPSS - Getting Started'), xlsx('示例数据', 'Sample Data')],
  },
  {
    category: 'software',
    title: 'VPN 与校外访问图书馆资源说明',
    summary: '图书馆与信息化办公室联合发布的校外访问电子资源方法。',
    publisher: '图书馆',
    publishedAt: beijingMorning(2026, 1, 20),
    views: 2305,
    content: '<p>校外访问学校购买的电子数据库，请使用 WebVPN 或 CARSI 身份联盟登录。</p>',
    attachments: [],
  },
];
