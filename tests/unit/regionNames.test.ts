/**
 * The names of China's divisions in English and Traditional Chinese (scripts/regions/): the committed
 * tables are what the rules make of @vant/area-data today, every division has a name in each, and the
 * names a reader meets read as they should.
 */
import { readFileSync } from 'node:fs';
import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { regionNameFile, regionNameFiles } from '../../scripts/regions/generate.ts';
import { placeName } from '../../runtime/shared/regions/placeName.ts';
import { regionName } from '../../sandbox/forms/regionNames.ts';

const files = regionNameFiles();
const codes = Object.keys({ ...areaList.province_list, ...areaList.city_list, ...areaList.county_list });

describe('the region name tables', () => {
  it.each(['en', 'tw'] as const)('%s is fresh: `npm run regions` writes what is committed', (language) => {
    expect(readFileSync(regionNameFile(language), 'utf8')).toBe(files[language]);
  });

  it('names every division in English in Latin letters, and in Traditional Chinese', () => {
    const english = JSON.parse(files.en) as Record<string, string>;
    const traditional = JSON.parse(files.tw) as Record<string, string>;
    expect(Object.keys(english)).toEqual(codes);
    expect(Object.keys(traditional)).toEqual(codes);
    expect(Object.values(english).filter((name) => !/^[A-Z][A-Za-z'ü -]*$/.test(name))).toEqual([]);
  });

  it('reads places as their own names and kinds', () => {
    expect(regionName(['610000', '610100', '610113'], 'en')).toBe("Yanta District, Xi'an, Shaanxi");
    expect(regionName(['140000', '140100'], 'en')).toBe('Taiyuan, Shanxi');
    expect(regionName(['150000'], 'en')).toBe('Inner Mongolia');
    expect(regionName(['220000', '222400', '222401'], 'en')).toBe('Yanji, Yanbian Autonomous Prefecture, Jilin');
    expect(regionName(['370000', '371700', '371722'], 'en')).toBe('Shan County, Heze, Shandong');
    expect(regionName(['500000', '500200', '500243'], 'en')).toBe('Pengshui Autonomous County, Counties, Chongqing');
    expect(regionName(['330000', '330100', '330106'], 'zh')).toBe('浙江省杭州市西湖区');
    expect(regionName(['330000', '330100', '330106'], 'tw')).toBe('浙江省杭州市西湖區');
    expect(regionName(['110000', '110100', '110108'], 'zh')).toBe('北京市海淀区');
  });

  it('joins a place as each language writes one, a repeated name once', () => {
    expect(placeName(['北京市', '北京市', '海淀区'], 'zh')).toBe('北京市海淀区');
    expect(placeName(['Beijing', 'Beijing', 'Haidian District'], 'en')).toBe('Haidian District, Beijing');
  });
});
