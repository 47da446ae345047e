/**
 * Texts in three languages (guide, "Texts"): the English texts use English punctuation. A Chinese colon
 * or comma in an English sentence ("Instructor 陈静：deciding") is what a copied zh text leaves behind.
 * Names and data from the backend stay as they are; only the texts of locales/en.json are checked.
 * A count in English goes through i18next's plural rules ("1 person", "2 people"; never "1 people"): a text
 * that counts a plural noun is written as `key_one` and `key_other`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, addWidgetTexts } from '../../runtime/app/i18n/i18n.ts';

const CHINESE_PUNCTUATION = /[：；，。（）！？、【】《》]/;
/** "{{count}} students", "{{count}} more identities", "{{count}} photo(s)": a count before a plural noun. */
const COUNTED_PLURAL = /\{\{count\}\}\)? (?:more )?(?:people\b|[A-Za-z]+\(s\)|[A-Za-z]+s\b)/;
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

const textsOf = (value: unknown, key = ''): Array<[string, string]> =>
  typeof value === 'string'
    ? [[key, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, inner]) => textsOf(inner, key ? `${key}.${name}` : name))
      : [];

const files = ['widgets', 'runtime']
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((path) => join(root, path)))
  .filter((path) => path.endsWith(join('locales', 'en.json')) && !path.includes('node_modules'))
  .sort();

describe('English texts', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s counts through plural forms', (file) => {
    const texts = textsOf(JSON.parse(readFileSync(file, 'utf8')));
    const counted = texts.filter(
      ([key, text]) => !PLURAL_FORM.test(key) && COUNTED_PLURAL.test(text) && !/\b(?:is|was|has|this)$/.test(text.split('}}')[1] ?? ''),
    );
    expect(counted.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('says one of a thing in the singular and more in the plural; Chinese needs no plural', async () => {
    const general = JSON.parse(readFileSync('widgets/general-app/locales/en.json', 'utf8')) as Record<string, unknown>;
    const generalZh = JSON.parse(readFileSync('widgets/general-app/locales/zh.json', 'utf8')) as Record<string, unknown>;
    const english = await createI18n('en');
    addWidgetTexts(english, 'general-app', { en: general });
    expect(english.t('spaces.capacity', { ns: 'general-app', count: 1 })).toBe('Up to 1 person');
    expect(english.t('spaces.capacity', { ns: 'general-app', count: 8 })).toBe('Up to 8 people');
    const chinese = await createI18n('zh');
    addWidgetTexts(chinese, 'general-app', { zh: generalZh });
    expect(chinese.t('spaces.capacity', { ns: 'general-app', count: 1 })).toBe('最多 1 人使用');
  });

  it.each(files)('%s has no Chinese punctuation', (file) => {
    const texts = textsOf(JSON.parse(readFileSync(file, 'utf8')));
    expect(texts.filter(([, text]) => CHINESE_PUNCTUATION.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
