/**
 * The account pages in each state: their stories, page tests and path walk read this table. The
 * polymerization pages are a student's; the center pages (personal, edit, switch) a teacher's with a
 * linked staff identity. A profile with nothing filled in is their empty state.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { accountFixtures, boundFixtures, centerFixtures, loginFixtures, student, teacher } from './fixtures.ts';

/** Ready once `selector` shows, with data or without (a blank profile shows the same form). */
const either = (selector: string) => ({ data: selector, empty: selector });
const asTeacher = { user: teacher, fixtures: centerFixtures };

export const accountPages = definePageStates(
  { user: student, fixtures: accountFixtures },
  {
    infor: {
      path: '/polymerization/infor',
      ready: either('[data-testid="account-rows"]'),
      shows: { data: { testId: 'profile-summary' }, empty: '未绑定', en: 'Account security', tw: '帳號安全' },
    },
    // Its states show once a search is typed (the page takes its text from its box): its stories and state tests type it.
    search: {
      path: '/polymerization/search',
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
      fixtures: loginFixtures,
      ready: {
        data: '[data-testid="login-ready"]',
        empty: '[data-testid="login-anonymous"]',
        networkError: '.portal-status[role="alert"]',
        envelopeError: '.portal-status[role="alert"]',
      },
      shows: {
        empty: '您尚未登录',
        networkError: '暂时无法确认登录状态',
        envelopeError: '暂时无法确认登录状态',
        en: 'Logged in as 王小明',
        tw: '目前登入：王小明',
      },
    },
    bindPh: {
      path: '/polymerization/bindPh',
      ready: either('form [name="phone"]'),
      shows: {
        data: { testId: 'send-code' },
        empty: '绑定手机后，可用于找回密码和接收重要通知。',
        en: 'A bound phone lets you recover your password and receive important notices.',
        tw: '綁定手機後，可用於找回密碼和接收重要通知。',
      },
    },
    // Its data is a profile with a phone bound; empty, none bound (the page offers binding one).
    untyingPh: {
      path: '/polymerization/untyingPh',
      fixtures: { ...accountFixtures, data: boundFixtures },
      ready: { data: 'form [name="code"]', empty: '[data-testid="phone-not-bound"]' },
      shows: {
        data: '验证码将发送至已绑定的手机 137****5678。',
        empty: '您还没有绑定手机号',
        en: 'The code goes to your bound phone 137****5678.',
        tw: '驗證碼將傳送至已綁定的手機 137****5678。',
      },
    },
    modifyPass: {
      path: '/polymerization/modifyPass',
      ready: either('form [name="newPassword"]'),
      shows: { data: '确认修改', empty: '至少 8 位', en: 'Change password', tw: '確認修改' },
    },
    // Empty: every fact reads "not set".
    personal: {
      path: '/center/personal',
      ...asTeacher,
      ready: either('[data-testid="profile-facts"]'),
      shows: { data: 'li.laoshi@demo.edu.cn', en: 'Account and security', tw: '帳號與安全' },
    },
    edit: {
      path: '/center/edit',
      ...asTeacher,
      ready: either('[data-testid="profile-form"]'),
      shows: { data: '21/200', empty: '0/200', en: 'Save', tw: '儲存' },
    },
    // Empty: no linked identity.
    switch: {
      path: '/center/switch',
      ...asTeacher,
      ready: { data: '[data-testid="identities"]', empty: '[data-testid="empty"]' },
      shows: { data: '当前身份', empty: '您的账号没有关联其他身份', en: 'Current', tw: '目前身分' },
    },
  },
);
