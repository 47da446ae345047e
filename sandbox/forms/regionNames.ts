/**
 * Region codes (a form's region field, province first) as a place in the reader's language, on the
 * server: the Chinese names of @vant/area-data, the English and Traditional ones generated from them
 * (scripts/regions/generate.ts). The browser loads the same tables only when a form draws a region.
 */
import { areaList } from '@vant/area-data';
import english from '../../runtime/shared/regions/generated/regionNames.en.json' with { type: 'json' };
import traditional from '../../runtime/shared/regions/generated/regionNames.tw.json' with { type: 'json' };
import { placeName, type RegionLanguage } from '../../runtime/shared/regions/placeName.ts';

const chinese: Record<string, string> = { ...areaList.province_list, ...areaList.city_list, ...areaList.county_list };
const TABLES: Record<RegionLanguage, Record<string, string>> = { zh: chinese, en: english, tw: traditional };

/** 浙江省杭州市西湖区 / Xihu District, Hangzhou, Zhejiang / 浙江省杭州市西湖區; '' for anything but a list of codes; an unknown code as itself. */
export function regionName(codes: unknown, language: RegionLanguage = 'zh'): string {
  if (!Array.isArray(codes)) return '';
  return placeName(
    codes.map((code) => TABLES[language][String(code)] ?? String(code)),
    language,
  );
}
