/**
 * The sandbox login page's texts in the portal's three languages, and which one a request gets.
 *
 * The language follows the portal: `?lang=` (the page's own language links), else the `portal-lang`
 * cookie the portal writes whenever it picks or switches its language (runtime/app/i18n), else zh, the
 * portal's own default. Accept-Language is deliberately not read: the portal ignores it, and a login page
 * in English after a portal in Chinese would be the page that does not speak "like the portal".
 */
import { PORTAL_LANGUAGE_COOKIE } from '../../runtime/shared/languageCookie.ts';
import type { Language } from '../../runtime/shared/manifestProblems.ts';

export type { Language };

export const LOGIN_LANGUAGES: readonly Language[] = ['zh', 'en', 'tw'];

const isLanguage = (value: unknown): value is Language => LOGIN_LANGUAGES.includes(value as Language);

/** The language of a login page request: `lang` query, then the portal's cookie, then zh. */
export function loginPageLanguage(request: { query?: string | undefined; cookie?: string | undefined }): Language {
  if (isLanguage(request.query)) return request.query;
  for (const pair of (request.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === PORTAL_LANGUAGE_COOKIE) {
      const value = pair.slice(at + 1).trim();
      if (isLanguage(value)) return value;
    }
  }
  return 'zh';
}

/** What the login form can say went wrong. */
export type LoginMessage = 'wrongCredentials' | 'missingFields' | 'tooManyAttempts';

export interface LoginPageTexts {
  htmlLang: string;
  /** The language's own name, for the language links. */
  languageName: string;
  title: string;
  /** After the site's name: this is the sandbox, not the school's real login. */
  demoEnvironment: string;
  username: string;
  password: string;
  submit: string;
  /** Shown when the enterprise messenger's entry (`/api/corp/index`) sent the visitor here; `{account}`. */
  messengerNotice: string;
  qrLogin: string;
  accountsHeading: string;
  columns: { account: string; role: string; name: string; password: string; apps: string };
  /** The apps cell of an account that has no app needing a permission. */
  noPermittedApps: string;
  /** Joins app names in a cell or a note. */
  listSeparator: string;
  /** `{apps}`: the site's apps open without logging in. */
  openToEveryone: string;
  /** `{apps}`: the apps that need a login and no permission. */
  anyAccount: string;
  /** `{password}`, `{hours}`. */
  passwordNote: string;
  messages: Record<LoginMessage, string>;
  /** Role names as the sandbox stores them (zh) → this language's; an unknown one is shown as stored. */
  roleNames: Record<string, string>;
}

export const LOGIN_PAGE_TEXTS: Record<Language, LoginPageTexts> = {
  zh: {
    htmlLang: 'zh-CN',
    languageName: '简体中文',
    title: '统一身份认证',
    demoEnvironment: '演示环境',
    username: '用户名',
    password: '密码',
    submit: '登录',
    messengerNotice: '你从企业微信进入。演示环境没有真正的企业微信，请用代表企业微信成员的演示账号 {account} 登录，登录后回到原来的页面。',
    qrLogin: '手机扫码登录（用已登录门户的手机确认）',
    accountsHeading: '演示账号',
    columns: { account: '账号', role: '身份', name: '姓名', password: '密码', apps: '另可使用（需授权）' },
    noPermittedApps: '无',
    listSeparator: '、',
    openToEveryone: '无需登录即可使用：{apps}。',
    anyAccount: '任一账号登录后均可使用：{apps}。',
    passwordNote: '所有演示账号的密码均为 {password}。登录后 {hours} 小时内有效。',
    messages: {
      wrongCredentials: '用户名或密码错误',
      missingFields: '请输入用户名和密码',
      tooManyAttempts: '尝试次数过多，请稍后再试',
    },
    roleNames: {},
  },
  en: {
    htmlLang: 'en',
    languageName: 'English',
    title: 'Single sign-on',
    demoEnvironment: 'demo environment',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    messengerNotice:
      'You came from WeCom. The demo has no real WeCom: log in as {account}, the demo account that stands for its member, and you will be taken back.',
    qrLogin: 'Log in by scanning with your phone (confirm on a phone already logged in to the portal)',
    accountsHeading: 'Demo accounts',
    columns: { account: 'Account', role: 'Role', name: 'Name', password: 'Password', apps: 'Also (needs a permission)' },
    noPermittedApps: 'None',
    listSeparator: ', ',
    openToEveryone: 'Open without logging in: {apps}.',
    anyAccount: 'Any account, once logged in: {apps}.',
    passwordNote: 'Every demo account’s password is {password}. A login lasts {hours} hours.',
    messages: {
      wrongCredentials: 'Wrong username or password',
      missingFields: 'Enter your username and password',
      tooManyAttempts: 'Too many attempts; please try again later',
    },
    roleNames: {
      学生: 'Student',
      研究生: 'Graduate student',
      教师: 'Teacher',
      职工: 'Staff',
      访客: 'Visitor',
      管理员: 'Administrator',
      辅导员: 'Student counsellor',
      学院领导: 'College leader',
      学工部: 'Student affairs office',
      新生: 'Freshman',
      资产管理员: 'Asset keeper',
      文书: 'Document clerk',
      报修调度: 'Repair dispatcher',
      维修师傅: 'Maintenance worker',
      初审人: 'First reviewer',
      终审人: 'Final approver',
      活动组织者: 'Activity organiser',
      二手市场管理员: 'Flea market moderator',
      失物招领审核员: 'Lost and found reviewer',
      检票员: 'Ticket checker',
    },
  },
  tw: {
    htmlLang: 'zh-TW',
    languageName: '繁體中文',
    title: '統一身分認證',
    demoEnvironment: '示範環境',
    username: '帳號',
    password: '密碼',
    submit: '登入',
    messengerNotice: '你從企業微信進入。示範環境沒有真正的企業微信，請用代表企業微信成員的示範帳號 {account} 登入，登入後回到原來的頁面。',
    qrLogin: '手機掃碼登入（用已登入入口網站的手機確認）',
    accountsHeading: '示範帳號',
    columns: { account: '帳號', role: '身分', name: '姓名', password: '密碼', apps: '另可使用（需授權）' },
    noPermittedApps: '無',
    listSeparator: '、',
    openToEveryone: '無須登入即可使用：{apps}。',
    anyAccount: '任一帳號登入後皆可使用：{apps}。',
    passwordNote: '所有示範帳號的密碼皆為 {password}。登入後 {hours} 小時內有效。',
    messages: {
      wrongCredentials: '帳號或密碼錯誤',
      missingFields: '請輸入帳號和密碼',
      tooManyAttempts: '嘗試次數過多，請稍後再試',
    },
    roleNames: {
      学生: '學生',
      研究生: '研究生',
      教师: '教師',
      职工: '職工',
      访客: '訪客',
      管理员: '管理員',
      辅导员: '輔導員',
      学院领导: '學院領導',
      学工部: '學工部',
      新生: '新生',
      资产管理员: '資產管理員',
      文书: '文書',
      报修调度: '報修調度',
      维修师傅: '維修師傅',
      初审人: '初審人',
      终审人: '終審人',
      活动组织者: '活動組織者',
      二手市场管理员: '二手市場管理員',
      失物招领审核员: '失物招領審核員',
      检票员: '驗票員',
    },
  },
};
