/**
 * China's administrative divisions (GB/T 2260 codes, from @vant/area-data: 34 provinces, 369 cities, about
 * 3,500 districts, 160 kB), loaded only when a form with a region or an address is drawn. A province's
 * code ends in 0000, a city's in 00; a city's districts share its first four digits.
 */
export interface Region {
  code: string;
  name: string;
}

export interface RegionData {
  provinces: Region[];
  citiesOf(province: string): Region[];
  districtsOf(city: string): Region[];
  /** The names of codes, province first; an unknown code is shown as itself. */
  namesOf(codes: readonly string[]): string[];
}

let loading: Promise<RegionData> | undefined;

const list = (table: Record<string, string>, prefix: string) =>
  Object.entries(table)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, name]) => ({ code, name }));

export function loadRegionData(): Promise<RegionData> {
  loading ??= import('@vant/area-data')
    .then(({ areaList }): RegionData => {
      const all = { ...areaList.province_list, ...areaList.city_list, ...areaList.county_list };
      return {
        provinces: list(areaList.province_list, ''),
        citiesOf: (province) => list(areaList.city_list, province.slice(0, 2)),
        districtsOf: (city) => list(areaList.county_list, city.slice(0, 4)),
        namesOf: (codes) => codes.map((code) => all[code] ?? code),
      };
    })
    .catch((error: unknown) => {
      // Offline for a moment: the next field to ask tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}
