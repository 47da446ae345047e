/**
 * The demo school's WeChat official account (publicsso pages): how to follow it, and its FAQ by
 * category. Answers are the editors' HTML; one carries hostile fragments the page must sanitize.
 */
export const PUBLIC_ACCOUNT = {
  name: '示范大学信息化',
  wechatId: 'demo-univ-it',
  intro: '示范大学信息化建设与管理处官方服务号：校园门户、消息提醒、统一身份认证与网上办事，一号通达。',
  followUrl: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=demo-univ-it',
  steps: [
    { title: '打开微信“扫一扫”', text: '用微信扫描本页二维码；或在微信顶部搜索框搜索公众号“示范大学信息化”（微信号 demo-univ-it）。' },
    { title: '关注公众号', text: '进入公众号主页，点击“关注公众号”。' },
    { title: '绑定统一身份认证账号', text: '在公众号菜单“我的”→“账号绑定”中，用学工号和统一身份认证密码完成绑定。' },
    { title: '开启消息提醒', text: '绑定后即可接收成绩发布、缴费到账、报修进度、会议通知等消息。' },
  ],
  features: ['校园门户一键进入，免重复登录', '成绩、课表、校园卡余额随时查', '待办与审批消息实时提醒', '网上办事大厅常用服务入口'],
};

export const FAQ_CATEGORIES = [
  { id: 'follow', name: '关注与绑定', description: '关注公众号、绑定与解绑统一身份认证账号' },
  { id: 'message', name: '消息推送', description: '收不到提醒、关闭某类消息、消息内容有误' },
  { id: 'login', name: '登录与认证', description: '扫码登录、忘记密码、身份认证失败' },
  { id: 'services', name: '服务使用', description: '门户应用打不开、数据不准确' },
  { id: 'security', name: '账号安全', description: '异地登录提醒、账号被盗、设备管理' },
] as const;

export interface FaqSeed {
  category: (typeof FAQ_CATEGORIES)[number]['id'];
  title: string;
  summary: string;
  content: string;
  /** Times viewed: the most viewed are the "hot" questions. */
  views: number;
}

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

export const FAQ_QUESTIONS: readonly FaqSeed[] = [
  {
    category: 'follow',
    title: '如何关注“示范大学信息化”公众号？',
    summary: '扫码或搜索公众号名称即可关注。',
    views: 2310,
    content: p('方式一：微信“扫一扫”扫描门户“关注指引”页的二维码。', '方式二：微信搜索“示范大学信息化”，进入主页后点击“关注公众号”。'),
  },
  {
    category: 'follow',
    title: '如何绑定统一身份认证账号？',
    summary: '在公众号菜单“我的”→“账号绑定”中完成。',
    views: 1980,
    content: `${p('进入公众号，点击底部菜单“我的”→“账号绑定”：')}<ol><li>输入学工号；</li><li>输入统一身份认证密码；</li><li>完成短信验证。</li></ol>${p('绑定成功后，菜单中的服务无需再次登录。')}`,
  },
  {
    category: 'follow',
    title: '毕业或离职后如何解绑？',
    summary: '账号注销后自动解绑，也可手动解绑。',
    views: 412,
    content: p('在“我的”→“账号绑定”中点击“解除绑定”。毕业生账号在离校手续办结 30 天后自动注销并解绑。'),
  },
  {
    category: 'follow',
    title: '一个微信号可以绑定多个账号吗？',
    summary: '不可以，每个微信号只能绑定一个身份。',
    views: 356,
    content: p('为保证消息准确送达，一个微信号只能绑定一个统一身份认证账号；研究生入学后请先解绑本科账号再绑定新账号。'),
  },
  {
    category: 'message',
    title: '为什么收不到成绩发布提醒？',
    summary: '检查是否已绑定、是否关闭了消息、是否取消关注。',
    views: 1675,
    content: `${p('请依次检查：')}<ul><li>是否已绑定统一身份认证账号；</li><li>公众号主页右上角“…”→“设置”中“接收消息”是否开启；</li><li>门户“消息免打扰”中是否关闭了“教务通知”。</li></ul>`,
  },
  {
    category: 'message',
    title: '如何关闭某一类消息提醒？',
    summary: '在门户“消息免打扰”中按类别设置。',
    views: 884,
    content: p('打开门户“个人中心”→“消息免打扰”，可按教务、财务、后勤等类别分别关闭提醒，也可设置夜间免打扰时段。'),
  },
  {
    category: 'message',
    title: '缴费到账提醒中的金额和实际不符怎么办？',
    summary: '以财务处缴费记录为准，可联系财务处核对。',
    views: 305,
    content: p('提醒内容由缴费平台实时推送，如与实际不符，请以“缴费记录”中的金额为准，并致电财务处 010-6278-2001 核对。'),
  },
  {
    category: 'message',
    title: '消息提醒能推送到企业微信吗？',
    summary: '教职工可在企业微信中同步接收。',
    views: 268,
    content: p('教职工绑定企业微信后，待办审批类消息会同时推送到企业微信；学生暂只支持公众号推送。'),
  },
  {
    category: 'login',
    title: '电脑上如何扫码登录门户？',
    summary: '用已登录门户的手机扫描电脑上的二维码并确认。',
    views: 1422,
    content: `${p('在电脑上打开门户登录页，选择“扫码登录”，用已登录门户（或已绑定公众号）的手机扫描二维码，在手机上点击“确认登录”即可。')}${p('二维码 2 分钟内有效，过期请点击刷新。')}`,
  },
  {
    category: 'login',
    title: '忘记统一身份认证密码怎么办？',
    summary: '通过手机号或邮箱自助重置。',
    views: 1307,
    content: `${p('在登录页点击“忘记密码”，用绑定的手机号或邮箱接收验证码后重置。')}<p onclick="alert(1)">无法自助重置的，请携带校园卡到信息化服务大厅办理。<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">旧版重置入口</a>`,
  },
  {
    category: 'login',
    title: '第三方系统提示“身份认证失败”怎么办？',
    summary: '确认账号状态正常后重试，仍失败请报修。',
    views: 520,
    content: p('请确认账号未被冻结、密码未过期；如第三方系统仍提示失败，请截图并在门户“报修”中选择“信息化故障”提交。'),
  },
  {
    category: 'login',
    title: '扫码登录时提示“二维码已失效”？',
    summary: '二维码只能使用一次且 2 分钟内有效。',
    views: 433,
    content: p('每个登录二维码只能使用一次，且 2 分钟内有效。请在电脑上刷新二维码后重新扫描。'),
  },
  {
    category: 'services',
    title: '门户中的应用打不开怎么办？',
    summary: '刷新页面或清除缓存后重试。',
    views: 690,
    content: p('请先刷新页面；如仍无法打开，可在微信中“清除缓存”后重新进入，或改用电脑浏览器访问门户。'),
  },
  {
    category: 'services',
    title: '校园卡余额显示与实际不一致？',
    summary: '余额每 5 分钟同步一次。',
    views: 577,
    content: p('门户中的校园卡余额每 5 分钟与一卡通系统同步一次，刚消费或充值的金额可能稍后显示。'),
  },
  {
    category: 'services',
    title: '课表为什么和教务系统不一样？',
    summary: '调课信息同步可能有延迟。',
    views: 402,
    content: p('课表每天凌晨同步；当天的调课、停课以教务系统和任课教师通知为准。'),
  },
  {
    category: 'security',
    title: '收到“异地登录提醒”怎么办？',
    summary: '若非本人操作，请立即修改密码。',
    views: 640,
    content: p('若登录地点并非本人，请立即修改统一身份认证密码，并在“设备管理”中退出其他设备。'),
  },
  {
    category: 'security',
    title: '如何查看和退出已登录的设备？',
    summary: '在“账号安全”→“设备管理”中操作。',
    views: 318,
    content: p('打开门户“个人中心”→“账号安全”→“设备管理”，可查看最近登录的设备并逐一退出。'),
  },
  {
    category: 'security',
    title: '账号疑似被盗如何处理？',
    summary: '立即修改密码并联系信息化服务大厅。',
    views: 275,
    content: p('请立即修改密码；无法登录时请致电信息化服务大厅 010-6278-8000 申请临时冻结账号。'),
  },
];
