/**
 * The account pages in each state: their stories, page tests and path walk read this table. The
 * polymerization pages are a student's; the center pages (personal, edit, switch) a teacher's with a
 * linked staff identity. A profile with nothing filled in is their empty state.
 */
import { definePageStates, type ApiPageStates, type StateFixtures } from '../../runtime/app/testing/fixtureKit.ts';
import { accountFixtures, boundFixtures, centerFixtures, loginFixtures, student, teacher } from './fixtures.ts';

/** A page opened by `user` with `fixtures`: ready once `data` shows, and `empty` (by default the same: a blank profile shows the same form). */
const accountPage = (path: string, user: ApiPageStates['user'], fixtures: StateFixtures, data: string, empty = data) => ({
  path,
  user,
  fixtures,
  ready: { data, empty },
});
const studentPage = (path: string, data: string, empty?: string) => accountPage(path, student, accountFixtures, data, empty);
const teacherPage = (path: string, data: string, empty?: string) => accountPage(path, teacher, centerFixtures, data, empty);

export const accountPages = definePageStates({
  infor: {
    ...studentPage('/polymerization/infor', '[data-testid="account-rows"]'),
    shows: { data: { testId: 'profile-summary' }, empty: '未绑定', en: 'Account security', tw: '帳號安全' },
  },
  // Its states show once a search is typed (the page takes its text from its box): its stories and state tests type it.
  search: {
    path: '/polymerization/search',
    user: student,
    fixtures: accountFixtures,
    ready: {
      data: '[data-testid="search-news"] a',
      empty: '[data-testid="empty"]',
      loading: '[data-testid="search-news"] [data-testid="loading"]',
      networkError: '[data-testid="search-news"] [role="alert"]',
      envelopeError: '[data-testid="search-guides"] [role="alert"]',
    },
    shows: {
      data: '关于开展心理健康月系列活动的通知',
      empty: '没有找到与“心理健康”相关的结果',
      networkError: '该部分暂时无法搜索',
      envelopeError: '该部分暂时无法搜索',
      en: 'Campus guide',
      tw: '辦事指南',
    },
  },
  // Its states are the login state: the shell's calls answer slowly, fail, say the session is gone, or name the user.
  login: {
    path: '/polymerization/login',
    user: student,
    fixtures: loginFixtures,
    ready: {
      data: '[data-testid="login-ready"]',
      empty: '[data-testid="login-anonymous"]',
      networkError: '.portal-status[role="alert"]',
      envelopeError: '.portal-status[role="alert"]',
    },
    shows: {
      data: { testId: 'login-ready' },
      empty: '您尚未登录',
      networkError: '暂时无法确认登录状态',
      envelopeError: '暂时无法确认登录状态',
      en: 'Logged in as 王小明',
      tw: '目前登入：王小明',
    },
  },
  bindPh: {
    ...studentPage('/polymerization/bindPh', 'form [name="phone"]'),
    shows: {
      data: { testId: 'send-code' },
      empty: '绑定手机后，可用于找回密码和接收重要通知。',
      en: 'A bound phone lets you recover your password and receive important notices.',
      tw: '綁定手機後，可用於找回密碼和接收重要通知。',
    },
  },
  // Its data is a profile with a phone bound; empty, none bound (the page offers binding one).
  untyingPh: {
    ...studentPage('/polymerization/untyingPh', 'form [name="code"]', '[data-testid="phone-not-bound"]'),
    fixtures: { ...accountFixtures, data: boundFixtures },
    shows: {
      data: '验证码将发送至已绑定的手机 137****5678。',
      empty: '您还没有绑定手机号',
      en: 'The code goes to your bound phone 137****5678.',
      tw: '驗證碼將傳送至已綁定的手機 137****5678。',
    },
  },
  modifyPass: {
    ...studentPage('/polymerization/modifyPass', 'form [name="newPassword"]'),
    shows: { data: '确认修改', empty: '至少 8 位', en: 'Change password', tw: '確認修改' },
  },
  // Empty: every fact reads "not set".
  personal: {
    ...teacherPage('/center/personal', '[data-testid="profile-facts"]'),
    shows: { data: 'li.laoshi@demo.edu.cn', empty: { testId: 'profile-facts' }, en: 'Account and security', tw: '帳號與安全' },
  },
  edit: {
    ...teacherPage('/center/edit', '[data-testid="profile-form"]'),
    shows: { data: '21/200', empty: '0/200', en: 'Save', tw: '儲存' },
  },
  // Empty: no linked identity.
  switch: {
    ...teacherPage('/center/switch', '[data-testid="identities"]', '[data-testid="empty"]'),
    shows: { data: '当前身份', empty: '您的账号没有关联其他身份', en: 'Current', tw: '目前身分' },
  },
});
