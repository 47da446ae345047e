/**
 * A place from the names of its divisions, province first, as each language writes one: 浙江省杭州市西湖区
 * in Chinese, "Xihu District, Hangzhou, Zhejiang" in English. A name repeated below itself (北京市 北京市
 * 东城区) is said once. The names in each language: runtime/shared/regions/generated/regionNames.*.json.
 */
export type RegionLanguage = 'zh' | 'en' | 'tw';

export function placeName(names: readonly string[], language: RegionLanguage): string {
  const said = names.filter((name, index) => name !== names[index - 1]);
  return language === 'en' ? said.reverse().join(', ') : said.join('');
}

/** The portal's language as a region table's: zh for any language without names of its own. */
export const regionLanguageOf = (language: string | undefined): RegionLanguage => (language === 'en' || language === 'tw' ? language : 'zh');
