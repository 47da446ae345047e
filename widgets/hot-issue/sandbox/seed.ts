/**
 * Seed questions of the sandbox 热点问题 (hot questions): what students and staff ask the offices most,
 * with the offices' answers. Fixed data (timestamps and view counts included), so two fresh databases
 * are identical. One answer carries hostile HTML fragments so the browser's sanitizer meets them.
 */
import { HOSTILE_HTML_FRAGMENTS } from '../../../sandbox/kit.ts';

export const HOT_ISSUE_CATEGORIES = [
  { id: 'academic', name: '教务教学' },
  { id: 'card', name: '校园卡与缴费' },
  { id: 'network', name: '网络与信息化' },
  { id: 'logistics', name: '后勤与住宿' },
  { id: 'library', name: '图书馆' },
  { id: 'career', name: '就业与资助' },
] as const;

export type HotIssueCategory = (typeof HOT_ISSUE_CATEGORIES)[number]['id'];

export interface SeedHotIssue {
  category: HotIssueCategory;
  title: string;
  summary: string;
  department: string;
  views: number;
  helpful: number;
  unhelpful: number;
  /** Unix seconds. */
  updatedAt: number;
  /** CMS HTML: untrusted by design, the browser sanitizes it. */
  answer: string;
}

/** Unix seconds of a Beijing-time (UTC+8) date at 10:00. */
const beijing = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 2) / 1000;
const steps = (items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

const issue = (
  category: HotIssueCategory,
  title: string,
  summary: string,
  department: string,
  [views, helpful, unhelpful]: [number, number, number],
  updatedAt: number,
  answer: string,
): SeedHotIssue => ({ category, title, summary, department, views, helpful, unhelpful, updatedAt, answer });

export const SEED_HOT_ISSUES: readonly SeedHotIssue[] = [
  issue(
    'academic',
    '如何申请缓考？',
    '因病或特殊原因无法参加期末考试时，须在考前提交缓考申请。',
    '教务处',
    [3862, 412, 9],
    beijing(2026, 1, 6),
    `<p>因病或其他特殊原因不能参加课程考核的，须在<strong>考试前</strong>提交缓考申请。</p>${steps(['登录教务系统，进入“考务管理—缓考申请”', '填写原因并上传医院证明或相关材料', '学院教学秘书审核，教务处备案', '缓考安排在下学期开学第二周进行'])}<p>考试当天突发疾病的，须在考后三个工作日内补交申请。</p>`,
  ),
  issue(
    'academic',
    '成绩有异议怎么申请复核？',
    '成绩公布后 5 个工作日内可在教务系统提交复核申请。',
    '教务处',
    [2951, 301, 14],
    beijing(2026, 1, 20),
    `<p>成绩公布后 <strong>5 个工作日内</strong>，登录教务系统“成绩管理—成绩复核”提交申请，由开课学院组织复核，结果在 10 个工作日内通知本人。</p><p>复核只核查试卷漏评、计分错误，不重新评分。</p>`,
  ),
  issue(
    'academic',
    '转专业需要满足什么条件？',
    '每年春季学期受理，须修满第一学年课程且无不及格记录。',
    '教务处',
    [2410, 198, 22],
    beijing(2025, 12, 15),
    `<p>转专业每年春季学期受理一次，申请人须满足：</p><ul><li>修满第一学年培养方案规定的课程；</li><li>无不及格课程、无违纪处分；</li><li>符合转入学院的特殊要求（如面试、笔试）。</li></ul><p>具体名额与时间以教务处当年通知为准。</p>`,
  ),
  issue(
    'academic',
    '辅修和双学位怎么报名？',
    '大一下学期开放报名，在教务系统“辅修报名”中提交。',
    '教务处',
    [1320, 96, 7],
    beijing(2025, 11, 3),
    `<p>辅修、双学位项目在每年 5 月开放报名，平均学分绩点 2.5 以上的在读本科生可在教务系统“辅修报名”中选择项目，缴费后正式录取。</p>`,
  ),
  issue(
    'card',
    '校园卡丢了怎么办？',
    '先在校园门户或自助机挂失，再到校园卡服务中心补办。',
    '校园卡服务中心',
    [4120, 520, 11],
    beijing(2026, 2, 10),
    `<p>校园卡遗失后请<strong>第一时间挂失</strong>，以免余额被盗用：</p>${steps(['在校园门户“校园卡—挂失”或任意自助服务机挂失', '携带身份证到校园卡服务中心（学生活动中心一层）补办', '缴纳工本费 20 元，原卡余额自动转入新卡'])}<p>服务时间：周一至周五 8:30—17:00。</p>`,
  ),
  issue(
    'card',
    '学费可以分期缴纳吗？',
    '家庭经济困难学生可申请缓缴，经学院与资助中心审核后分期缴纳。',
    '财务处',
    [1876, 143, 20],
    beijing(2026, 2, 24),
    `<p>学费原则上须在开学前一次缴清。家庭经济困难的学生可在开学两周内提交<strong>缓缴申请</strong>，经学院及学生资助管理中心审核同意后，最长可分两期缴纳。</p>`,
  ),
  issue(
    'card',
    '校园卡充值后余额没到账怎么办？',
    '圈存需在食堂刷卡机或自助机上领取，超过 24 小时未到账请报修。',
    '校园卡服务中心',
    [2230, 260, 18],
    beijing(2026, 3, 2),
    `<p>通过手机充值的金额先进入“待领取”，需在任意食堂刷卡机或自助机上刷卡领取。超过 24 小时仍未到账，请携带充值记录到校园卡服务中心处理。</p>`,
  ),
  issue(
    'network',
    '校园网账号密码忘了怎么重置？',
    '在统一身份认证平台通过手机号或邮箱自助重置。',
    '信息化建设与管理处',
    [3340, 388, 12],
    beijing(2026, 1, 12),
    `<p>校园网与统一身份认证使用同一账号。忘记密码时：</p>${steps(['打开统一身份认证平台，点击“忘记密码”', '通过绑定的手机号或邮箱接收验证码', '设置新密码（8 位以上，含字母与数字）'])}<p>未绑定手机号的，请携带校园卡到信息化服务大厅现场办理。</p>`,
  ),
  issue(
    'network',
    '宿舍网络连不上怎么办？',
    '先检查网线与认证客户端，仍不通可在门户提交网络报修。',
    '信息化建设与管理处',
    [2788, 240, 35],
    beijing(2026, 3, 8),
    `<p>请先确认网线连接与认证客户端登录状态；重启路由器后仍无法上网的，在校园门户“网络报修”提交工单，工程师一般在 24 小时内上门。</p><p>服务热线：010-6278-0000。${HOSTILE_HTML_FRAGMENTS.slice(0, 4).join('')}</p>`,
  ),
  issue(
    'network',
    '如何在校外访问图书馆数据库？',
    '通过学校 VPN 登录后即可访问已购数据库。',
    '信息化建设与管理处',
    [1960, 205, 6],
    beijing(2025, 12, 1),
    `<p>在校外请先登录学校 VPN（使用统一身份认证账号），连接成功后即可按校内方式访问图书馆已购电子资源。</p>`,
  ),
  issue(
    'logistics',
    '宿舍可以调换吗？',
    '每学期第三周开放调宿申请，须双方同意并经宿管中心审核。',
    '后勤管理处',
    [2650, 178, 40],
    beijing(2026, 2, 28),
    `<p>每学期第三周在门户“住宿服务—调宿申请”开放申请。互换床位须双方均提交申请；调往空床位的，以宿管中心公布的空余床位为准。</p>`,
  ),
  issue(
    'logistics',
    '宿舍设施坏了去哪报修？',
    '在门户“后勤报修”提交，普通报修 48 小时内处理。',
    '后勤管理处',
    [3105, 331, 16],
    beijing(2026, 3, 15),
    `<p>水电、门窗、家具损坏请在门户“后勤报修”提交工单并上传照片。普通报修 48 小时内处理，紧急情况（漏水、断电）请拨打 24 小时值班电话 010-6278-1100。</p>`,
  ),
  issue(
    'logistics',
    '寒暑假可以留校住宿吗？',
    '假期前两周在门户提交留校申请，经学院审批后统一安排。',
    '后勤管理处',
    [1544, 120, 9],
    beijing(2026, 1, 2),
    `<p>假期留校须在放假前两周提交申请，写明留校事由，经学院审批后由宿管中心统一安排住宿楼栋。</p>`,
  ),
  issue(
    'library',
    '图书逾期了会怎样？',
    '逾期每册每天 0.1 元，逾期期间暂停借阅权限。',
    '图书馆',
    [1788, 150, 12],
    beijing(2026, 2, 5),
    `<p>图书逾期按每册每天 0.1 元收取逾期费，逾期期间暂停借阅权限，归还并缴清后自动恢复。可在门户“图书馆—我的借阅”中续借一次。</p>`,
  ),
  issue(
    'library',
    '怎样预约研讨间？',
    '在图书馆预约系统选择时段，每次最长 3 小时。',
    '图书馆',
    [1230, 110, 4],
    beijing(2026, 3, 1),
    `<p>研讨间需 3 人以上预约，在图书馆预约系统选择房间与时段，每次最长 3 小时。预约后 15 分钟内未签到自动取消。</p>`,
  ),
  issue(
    'career',
    '国家助学金怎么申请？',
    '每年 9 月开学后提交申请，按家庭经济困难认定结果评定。',
    '学生资助管理中心',
    [2980, 290, 13],
    beijing(2025, 9, 10),
    `<p>国家助学金面向已认定为家庭经济困难的全日制本专科学生。每年 9 月在门户“资助管理”提交申请，经班级评议、学院审核、学校公示后发放。</p>`,
  ),
  issue(
    'career',
    '三方协议丢了怎么补办？',
    '写书面说明并经学院签字后到就业指导中心补办。',
    '就业指导中心',
    [1410, 102, 8],
    beijing(2026, 3, 20),
    `<p>三方协议遗失的，须提交书面说明（写明原因与用人单位），经学院就业负责人签字后，到就业指导中心补领，每人限补办一次。</p>`,
  ),
  issue(
    'career',
    '勤工助学岗位在哪里报名？',
    '在门户“勤工助学”查看岗位并在线报名。',
    '学生资助管理中心',
    [1655, 133, 5],
    beijing(2026, 2, 20),
    `<p>校内勤工助学岗位每学期初集中发布，在门户“勤工助学”中查看岗位要求并在线报名，用人单位面试后确定人选。</p>`,
  ),
];
