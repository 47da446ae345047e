/**
 * China's administrative divisions (GB/T 2260 codes, from @vant/area-data: 34 provinces, 369 cities, about
 * 3,500 districts, 160 kB), loaded only when a form with a region or an address is drawn. A province's
 * code ends in 0000, a city's in 00; a city's districts share its first four digits. A reader of English
 * or Traditional Chinese gets the names in their language (Xihu District; 西湖區), a chunk of their own.
 */
import { placeName, type RegionLanguage } from '../../../shared/regions/placeName.ts';

export interface Region {
  code: string;
  name: string;
}

export interface RegionData {
  /** The language of the names: zh, or en and tw from the generated tables (scripts/regions/). */
  language: RegionLanguage;
  provinces: Region[];
  citiesOf(province: string): Region[];
  districtsOf(city: string): Region[];
  /** The names of codes, province first; an unknown code is shown as itself. */
  namesOf(codes: readonly string[]): string[];
  /** A place on one line as its language writes it: 浙江省 杭州市 西湖区; Xihu District, Hangzhou, Zhejiang. */
  placeOf(codes: readonly string[]): string;
}

const loading = new Map<RegionLanguage, Promise<RegionData>>();

const list = (table: Record<string, string>, prefix: string) =>
  Object.entries(table)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, name]) => ({ code, name }));

/** The names in a language other than Chinese, its own chunk, fetched only by a reader of that language. */
function translatedNames(language: RegionLanguage): Promise<Record<string, string> | undefined> {
  if (language === 'en') return import('../../../shared/regions/generated/regionNames.en.json').then((module) => module.default);
  if (language === 'tw') return import('../../../shared/regions/generated/regionNames.tw.json').then((module) => module.default);
  return Promise.resolve(undefined);
}

export function loadRegionData(language: RegionLanguage = 'zh'): Promise<RegionData> {
  let loaded = loading.get(language);
  if (loaded) return loaded;
  loaded = Promise.all([import('@vant/area-data'), translatedNames(language)])
    .then(([{ areaList }, names]): RegionData => {
      const named = (table: Record<string, string>) =>
        names ? Object.fromEntries(Object.keys(table).map((code) => [code, names[code] ?? table[code]!])) : table;
      const provinces = named(areaList.province_list);
      const cities = named(areaList.city_list);
      const districts = named(areaList.county_list);
      const all = { ...provinces, ...cities, ...districts };
      const namesOf = (codes: readonly string[]) => codes.map((code) => all[code] ?? code);
      return {
        language,
        provinces: list(provinces, ''),
        citiesOf: (province) => list(cities, province.slice(0, 2)),
        districtsOf: (city) => list(districts, city.slice(0, 4)),
        namesOf,
        placeOf: (codes) => (language === 'en' ? placeName(namesOf(codes), 'en') : namesOf(codes).join(' ')),
      };
    })
    .catch((error: unknown) => {
      // Offline for a moment: the next field to ask tries again.
      loading.delete(language);
      throw error;
    });
  loading.set(language, loaded);
  return loaded;
}
