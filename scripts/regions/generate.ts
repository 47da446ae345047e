/**
 * npm run regions: the English and Traditional Chinese names of every division in @vant/area-data,
 * code → name, written to runtime/shared/regions/generated/ and committed (the rules: regionNameRules.ts). Run it
 * after upgrading @vant/area-data; tests/unit/regionNames.test.ts fails while the files are stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { areaList } from '@vant/area-data';
import { englishName, traditionalName, type RegionLevel } from './regionNameRules.ts';

const LEVELS: Array<[RegionLevel, Record<string, string>]> = [
  ['province', areaList.province_list],
  ['city', areaList.city_list],
  ['district', areaList.county_list],
];

/** The two tables as written: one JSON object per language, codes in order. */
export function regionNameFiles(): Record<'en' | 'tw', string> {
  const table = (name: (chinese: string, level: RegionLevel) => string) =>
    `${JSON.stringify(Object.fromEntries(LEVELS.flatMap(([level, names]) => Object.entries(names).map(([code, chinese]) => [code, name(chinese, level)]))), null, 0)}\n`;
  return { en: table(englishName), tw: table(traditionalName) };
}

export const regionNameFile = (language: 'en' | 'tw') =>
  fileURLToPath(new URL(`../../runtime/shared/regions/generated/regionNames.${language}.json`, import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [language, text] of Object.entries(regionNameFiles()) as Array<['en' | 'tw', string]>) writeFileSync(regionNameFile(language), text);
  console.log('runtime/shared/regions/generated/regionNames.{en,tw}.json written');
}
