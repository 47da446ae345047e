/**
 * Texts in three languages (guide, "Texts"): the English texts use English punctuation. A Chinese colon
 * or comma in an English sentence ("Instructor 陈静：deciding") is what a copied zh text leaves behind.
 * Names and data from the backend stay as they are; only the texts of locales/en.json are checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHINESE_PUNCTUATION = /[：；，。（）！？、【】《》]/;

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

  it.each(files)('%s has no Chinese punctuation', (file) => {
    const texts = textsOf(JSON.parse(readFileSync(file, 'utf8')));
    expect(texts.filter(([, text]) => CHINESE_PUNCTUATION.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
