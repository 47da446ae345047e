// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { addWidgetTexts, chooseLanguage, createI18n, initialLanguage } from './i18n.ts';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

afterEach(() => localStorage.clear());

describe('spec §1/§9 languages: zh default, en and tw, kept in local storage', () => {
  it('the runtime has every text in all three languages', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
    expect(keysOf(tw).sort()).toEqual(keysOf(zh).sort());
  });
  it('defaults to zh and remembers a choice', async () => {
    expect(initialLanguage()).toBe('zh');
    const i18n = await createI18n('zh');
    await chooseLanguage(i18n, 'tw');
    expect(initialLanguage()).toBe('tw');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(i18n.t('noPage.title')).toBe('頁面不存在');
  });
  it('tells the server its language in the portal-lang cookie (the login page speaks it too)', async () => {
    const i18n = await createI18n('zh');
    expect(document.cookie).toContain('portal-lang=zh');
    await chooseLanguage(i18n, 'en');
    expect(document.cookie).toContain('portal-lang=en');
  });
  it('ignores a stored language the site does not offer', async () => {
    localStorage.setItem('officeDb.language', JSON.stringify({ v: 'tw' }));
    expect(initialLanguage(['zh', 'en'], 'zh')).toBe('zh');
  });
  it("loads another language's texts on switching, under the site's overrides", async () => {
    const i18n = await createI18n('zh', { en: { 'portal:noPage.title': 'Nothing here' } });
    await chooseLanguage(i18n, 'en');
    expect(i18n.t('noPage.title')).toBe('Nothing here');
    expect(i18n.t('noData.title')).toBe('No data');
  });

  it("puts the site's label overrides above the widgets' own texts", async () => {
    const i18n = await createI18n('zh', { zh: { 'news:pages.index': '山岭要闻', 'portal:noPage.title': '找不到页面' } });
    addWidgetTexts(i18n, 'news', { zh: { pages: { index: '新闻资讯', detail: '新闻详情' } } });
    expect(i18n.t('pages.index', { ns: 'news' })).toBe('山岭要闻');
    expect(i18n.t('pages.detail', { ns: 'news' })).toBe('新闻详情');
    expect(i18n.t('noPage.title')).toBe('找不到页面');
  });
});
