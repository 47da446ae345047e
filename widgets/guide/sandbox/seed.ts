/**
 * Seed articles of the sandbox campus guide (办事指南): what a Chinese university's offices publish for
 * students and staff, in six categories. Everything is fixed (timestamps included), so two fresh
 * databases are identical. Phone numbers are fictional. One article carries hostile HTML fragments so
 * the browser's sanitizer meets them in real data.
 */
import { HOSTILE_HTML_FRAGMENTS } from '../../../sandbox/kit.ts';
import type { GuideCategory } from './categories.ts';

export interface SeedGuide {
  category: GuideCategory;
  title: string;
  summary: string;
  department: string;
  phone?: string;
  /** Unix seconds. */
  updatedAt: number;
  /** CMS HTML: untrusted by design, the browser sanitizes it. */
  content: string;
}

/** Unix seconds of a Beijing-time (UTC+8) date at 9:00. */
function beijing(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day, 1) / 1000;
}

const steps = (items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const hours = (place: string, rows: [string, string][]) =>
  `<h3>办理时间与地点</h3><table><thead><tr><th>时间</th><th>${place}</th></tr></thead><tbody>${rows
    .map(([when, where]) => `<tr><td>${when}</td><td>${where}</td></tr>`)
    .join('')}</tbody></table>`;
const weekdays: [string, string][] = [
  ['周一至周五 8:30-11:30', '上午办理'],
  ['周一至周五 14:00-17:00', '下午办理'],
  ['法定节假日', '暂停办理'],
];
const link = (href: string, text: string) => `<p>相关链接：<a href="${href}">${text}</a></p>`;

export const SEED_GUIDES: readonly SeedGuide[] = [
  {
    category: 'freshman',
    title: '新生报到流程',
    summary: '新生持录取通知书和身份证到所在学院报到，完成缴费、领取校园卡和入住宿舍。',
    department: '招生办公室',
    phone: '010-6278-1001',
    updatedAt: beijing(2026, 8, 20),
    content: `<p>欢迎加入我们！请新生按以下流程完成报到手续。</p><h3>报到步骤</h3>${steps([
      '到校后前往体育馆“迎新服务大厅”，出示录取通知书和身份证；',
      '在学院报到点核对信息、领取新生资料袋；',
      '在财务处窗口或网上缴纳学费、住宿费（可申请“绿色通道”）；',
      '到校园卡服务中心领取校园卡；',
      '凭住宿通知单到宿舍楼值班室办理入住。',
    ])}${hours('迎新服务大厅', [
      ['9月1日 8:00-18:00', '体育馆一层'],
      ['9月2日 8:00-12:00', '体育馆一层'],
    ])}${link('https://zsb.example.edu.cn/', '招生信息网')}`,
  },
  {
    category: 'freshman',
    title: '新生入学体检须知',
    summary: '新生须在入学后两周内完成入学体检，结果不合格者按规定复查。',
    department: '校医院',
    phone: '010-6278-1002',
    updatedAt: beijing(2026, 8, 25),
    content: `<p>根据教育部规定，新生入学后须进行健康检查。</p>${steps(['体检前一天晚上 10 点后禁食；', '携带校园卡按学院安排的时间到校医院二楼；', '依次完成内科、外科、血常规、胸透等项目；', '体检结果在“学生健康”系统查询。'])}${hours('校医院体检中心', [['9月5日至9月12日 7:30-10:30', '校医院二楼']])}`,
  },
  {
    category: 'freshman',
    title: '户口迁移办理指南',
    summary: '自愿将户口迁入学校集体户的新生，报到时提交户口迁移证，由保卫处统一办理。',
    department: '保卫处户籍科',
    phone: '010-6278-1003',
    updatedAt: beijing(2026, 8, 18),
    content: `<p>户口迁移遵循自愿原则，不迁移户口不影响学籍。</p>${steps(['在生源地公安机关办理户口迁移证；', '报到时将迁移证交学院辅导员；', '保卫处户籍科统一到派出所办理落户；', '落户完成后可在户籍科查询。'])}${hours('保卫处户籍科', weekdays)}<p><strong>注意：</strong>迁移证上的迁入地址须为“北京市海淀区学院路 1 号”。</p>`,
  },
  {
    category: 'academic',
    title: '成绩单打印',
    summary: '在校生可在自助打印机打印中英文成绩单，毕业生可到教务处窗口申请。',
    department: '教务处',
    phone: '010-6278-2001',
    updatedAt: beijing(2026, 9, 3),
    content: `<p>成绩单加盖教务处电子印章，与纸质盖章件具有同等效力。</p>${steps(['携带校园卡到图书馆一层或教学楼 A 座大厅的自助打印机；', '刷卡登录，选择“成绩单”及中文或英文版本；', '确认份数并支付打印费（每页 1 元）；', '取走打印件，核对信息。'])}${hours('教务处服务窗口（行政楼 105）', weekdays)}${link('https://jwc.example.edu.cn/', '教务处网站')}`,
  },
  {
    category: 'academic',
    title: '在读证明开具',
    summary: '在读证明可通过网上办事大厅申请，审核通过后自助打印或到学院领取。',
    department: '教务处',
    phone: '010-6278-2002',
    updatedAt: beijing(2026, 9, 5),
    content: `<p>在读证明用于办理签证、实习、银行业务等。</p>${steps(['登录网上办事大厅，选择“在读证明申请”；', '填写用途与份数，提交申请；', '学院在 1 个工作日内审核；', '审核通过后在自助打印机打印，或到学院教务办领取。'])}${hours('学院教务办', weekdays)}${link('https://ehall.example.edu.cn/', '网上办事大厅')}`,
  },
  {
    category: 'academic',
    title: '缓考申请办理',
    summary: '因病或其他特殊原因不能参加期末考试的学生，须在考前提交缓考申请。',
    department: '教务处考试中心',
    phone: '010-6278-2003',
    updatedAt: beijing(2026, 11, 10),
    content: `<p>缓考须在考试开始前办理，考后不予补办。</p>${steps(['在教务系统填写《缓考申请表》；', '上传医院证明或其他证明材料；', '任课教师与学院主管领导审批；', '考试中心备案，缓考随下学期补考进行。'])}${hours('考试中心（行政楼 108）', weekdays)}`,
  },
  {
    category: 'academic',
    title: '转专业申请指南',
    summary: '每学年春季学期开放转专业申请，学生可按各学院公布的条件报名。',
    department: '教务处',
    phone: '010-6278-2004',
    updatedAt: beijing(2026, 3, 1),
    content: `<p>学校每学年组织一次转专业工作。</p>${steps(['关注教务处发布的转专业通知和各学院接收计划；', '在教务系统提交申请，最多填报两个志愿；', '参加接收学院组织的考核；', '学校公示录取名单，秋季学期起转入新专业。'])}<p>详见<a href="https://jwc.example.edu.cn/zzy">转专业实施办法</a>。</p>`,
  },
  {
    category: 'academic',
    title: '学生证补办与火车票优惠卡充磁',
    summary: '学生证遗失可在网上申请补办；每年寒暑假前可自助为优惠卡充磁。',
    department: '学生工作部',
    phone: '010-6278-2005',
    updatedAt: beijing(2026, 6, 1),
    content: `<p>学生证是在校学习的身份证明，请妥善保管。</p>${steps(['登录网上办事大厅提交补办申请；', '缴纳工本费 10 元；', '5 个工作日后到学院领取新证；', '持新证到自助充磁机为优惠卡充磁。'])}${hours('学生事务中心', weekdays)}`,
  },
  {
    category: 'card',
    title: '校园卡补办',
    summary: '校园卡遗失后请立即挂失，持身份证到校园卡服务中心补办新卡。',
    department: '校园卡服务中心',
    phone: '010-6278-3001',
    updatedAt: beijing(2026, 9, 10),
    content: `<p>校园卡遗失后请第一时间挂失，避免余额被盗用。</p><h3>补办流程</h3>${steps(['通过“校园卡”公众号、自助机或电话挂失；', '携带身份证到校园卡服务中心；', '缴纳工本费 20 元（可从原卡余额扣除）；', '当场领取新卡，原卡余额自动转入。'])}${hours('校园卡服务中心（学生活动中心一层）', weekdays)}${link('https://card.example.edu.cn/', '校园卡自助服务平台')}`,
  },
  {
    category: 'card',
    title: '校园卡充值方式',
    summary: '校园卡可通过手机银行、微信、支付宝或圈存机充值，充值后即时到账。',
    department: '校园卡服务中心',
    phone: '010-6278-3002',
    updatedAt: beijing(2026, 9, 12),
    content: `<p>校园卡支持以下充值方式：</p><ul><li>微信或支付宝搜索“校园卡”小程序在线充值；</li><li>在圈存机上从绑定的银行卡转账；</li><li>到服务中心窗口现金充值。</li></ul>${steps(['绑定本人银行卡（首次使用）；', '选择充值金额，单笔不超过 500 元；', '确认支付，查看余额。'])}`,
  },
  {
    category: 'card',
    title: '校园卡挂失与解挂',
    summary: '校园卡临时找不到时可先挂失，找回后在自助机上解挂即可继续使用。',
    department: '校园卡服务中心',
    phone: '010-6278-3003',
    updatedAt: beijing(2026, 9, 12),
    content: `<p>挂失后卡片立即冻结，消费和门禁均不可用。</p>${steps(['挂失：公众号“我的卡片”→“挂失”，或拨打服务电话；', '解挂：找回卡片后在任一自助机刷卡并输入查询密码；', '解挂成功后即可正常使用。'])}`,
  },
  {
    category: 'network',
    title: '校园网开户与缴费',
    summary: '新生校园网账号随学号自动开通，按月缴纳网费后即可在宿舍和教学区上网。',
    department: '信息化建设与管理处',
    phone: '010-6278-4001',
    updatedAt: beijing(2026, 8, 28),
    content: `<p>校园网账号为学号，初始密码为身份证号后六位。</p><h3>开通与缴费</h3>${steps(['连接无线网络“Campus-WiFi”，在认证页登录；', '首次登录后修改密码；', '在“自助服务”系统选择套餐并缴费（20 元/月起）；', '缴费后即时生效。'])}${hours('网络服务大厅（信息楼 101）', weekdays)}${link('https://net.example.edu.cn/', '校园网自助服务系统')}`,
  },
  {
    category: 'network',
    title: 'VPN 校外访问指南',
    summary: '在校外访问图书馆数据库、教务系统等校内资源，请使用学校 VPN。',
    department: '信息化建设与管理处',
    phone: '010-6278-4002',
    updatedAt: beijing(2026, 7, 15),
    content: `<p>学校 VPN 面向全体在校师生开放。</p>${steps(['访问 VPN 门户并下载客户端；', '使用统一身份认证账号登录；', '连接成功后访问校内资源；', '使用完毕请断开连接。'])}${link('https://vpn.example.edu.cn/', 'VPN 门户')}`,
  },
  {
    category: 'network',
    title: '正版软件下载与激活',
    summary: '学校购买了操作系统、办公软件等正版授权，师生可免费下载使用。',
    department: '信息化建设与管理处',
    updatedAt: beijing(2026, 5, 20),
    content: `<p>正版软件平台提供 Windows、Office、杀毒软件等。</p>${steps(['校园网内访问正版软件平台；', '统一身份认证登录；', '下载安装包并按说明使用 KMS 激活。'])}<p>遇到问题可在平台提交工单。</p>`,
  },
  {
    category: 'logistics',
    title: '宿舍报修',
    summary: '宿舍水电、门窗、家具等损坏，可通过后勤报修平台在线报修，维修人员上门处理。',
    department: '后勤保障处',
    phone: '010-6278-5001',
    updatedAt: beijing(2026, 10, 8),
    content: `<p>宿舍设施损坏请及时报修，紧急情况（漏水、停电）请直接拨打值班电话。</p>${steps(['打开“后勤服务”小程序，选择“在线报修”；', '填写楼号、房间号，选择故障类型并上传照片；', '维修人员 24 小时内联系上门；', '维修完成后在线评价。'])}${hours(
      '后勤服务中心',
      [
        ['每天 8:00-20:00', '在线受理'],
        ['全天 24 小时', '紧急维修值班'],
      ],
    )}`,
  },
  {
    category: 'logistics',
    title: '宿舍调换申请',
    summary: '确有需要调换宿舍的学生，可在每学期开学后两周内提交调换申请。',
    department: '学生公寓管理中心',
    phone: '010-6278-5002',
    updatedAt: beijing(2026, 9, 1),
    content: `<p>宿舍调换每学期集中办理一次。</p>${steps(['在学生公寓管理系统填写调换申请并说明理由；', '辅导员审核；', '公寓管理中心根据空床位安排；', '收到通知后 3 日内办理搬迁手续。'])}${hours('学生公寓管理中心', weekdays)}`,
  },
  {
    category: 'logistics',
    title: '假期留校住宿登记',
    summary: '寒暑假需要留校的学生，须在放假前两周完成留校住宿登记。',
    department: '学生公寓管理中心',
    phone: '010-6278-5003',
    updatedAt: beijing(2026, 12, 1),
    content: `<p>假期留校学生统一安排在指定楼宇住宿。</p>${steps(['在学生公寓管理系统填写留校申请；', '辅导员和学院审批；', '按通知时间搬入假期住宿楼；', '遵守假期住宿安全管理规定。'])}`,
  },
  {
    category: 'library',
    title: '图书馆借阅规则',
    summary: '本科生可借图书 20 册，借期 30 天，可续借一次；逾期将暂停借阅权限。',
    department: '图书馆',
    phone: '010-6278-6001',
    updatedAt: beijing(2026, 9, 2),
    content: `<p>读者凭校园卡借阅图书。</p><table><thead><tr><th>读者类型</th><th>可借册数</th><th>借期</th></tr></thead><tbody><tr><td>本科生</td><td>20</td><td>30 天</td></tr><tr><td>研究生</td><td>30</td><td>60 天</td></tr><tr><td>教职工</td><td>50</td><td>90 天</td></tr></tbody></table>${steps(['在书库找到图书；', '到自助借还机刷卡借书；', '到期前在“我的图书馆”续借；', '按时归还至任一还书机。'])}${hours(
      '图书馆总馆',
      [
        ['周一至周日 8:00-22:00', '借阅与自习'],
        ['寒暑假', '另行通知'],
      ],
    )}${link('https://lib.example.edu.cn/', '图书馆主页')}`,
  },
  {
    category: 'library',
    title: '研讨间预约',
    summary: '图书馆研讨间面向 3 人以上的学习小组开放，需提前在线预约。',
    department: '图书馆',
    phone: '010-6278-6002',
    updatedAt: beijing(2026, 9, 15),
    content: `<p>研讨间配有白板和投影设备。</p>${steps(['登录图书馆空间预约系统；', '选择日期、时段和研讨间；', '填写同组成员学号；', '按时刷卡入场，超过 15 分钟未签到视为违约。'])}`,
  },
  {
    category: 'library',
    title: '馆际互借与文献传递',
    summary: '本馆未收藏的文献，可通过馆际互借或文献传递从其他高校图书馆获取。',
    department: '图书馆',
    phone: '010-6278-6003',
    updatedAt: beijing(2026, 4, 10),
    // Pasted from a legacy CMS, hostile fragments and all: the browser must sanitize it.
    content: `<p>馆际互借服务帮助读者获取本馆未收藏的图书和论文。</p>${steps(['在图书馆主页提交馆际互借申请；', '馆员联系合作馆获取文献；', '收到通知后到总馆服务台领取；', '按期归还。'])}<p>申请表下载：<a href="https://lib.example.edu.cn/ill">馆际互借申请</a></p>${HOSTILE_HTML_FRAGMENTS[0]}${HOSTILE_HTML_FRAGMENTS[3]}<p onclick="alert(1)">旧版系统说明<script>alert(1)</script></p>`,
  },
];
