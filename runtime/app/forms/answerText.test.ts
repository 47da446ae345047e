import { describe, expect, it } from 'vitest';
import type { Field } from '../../shared/forms/index.ts';
import { answerText, usesRegions } from './answerText.ts';
import { loadRegionData } from './fields/regionData.ts';

const zhOf = (text: { zh: string } | undefined) => text?.zh ?? '';
const region: Field = { name: 'home', type: 'region', label: { zh: '家庭所在地' } } as Field;
const address: Field = { name: 'mail', type: 'address', label: { zh: '邮寄地址' } } as Field;

describe('answerText: an answer as a spreadsheet cell', () => {
  it('names a region and an address province first, with the loaded GB/T 2260 names', async () => {
    const regions = await loadRegionData();
    expect(answerText(region, ['330000', '330100', '330106'], zhOf, regions)).toBe('浙江省 杭州市 西湖区');
    expect(answerText(address, { region: ['110000', '110100', '110108'], detail: '中关村大街 59 号' }, zhOf, regions)).toBe(
      '北京市 北京市 海淀区 中关村大街 59 号',
    );
  });

  it('names a region in the reader’s language: English smallest first, Traditional Chinese in its characters', async () => {
    const english = await loadRegionData('en');
    expect(answerText(region, ['330000', '330100', '330106'], zhOf, english)).toBe('Xihu District, Hangzhou, Zhejiang');
    expect(answerText(region, ['110000', '110100', '110108'], zhOf, english)).toBe('Haidian District, Beijing');
    expect(english.provinces.map((province) => province.name)).toContain('Inner Mongolia');
    expect(english.citiesOf('610000').map((city) => city.name)).toContain("Xi'an");
    const traditional = await loadRegionData('tw');
    expect(answerText(region, ['430000', '430100', '430102'], zhOf, traditional)).toBe('湖南省 長沙市 芙蓉區');
  });

  it('keeps the codes when the names are not loaded (offline), rather than dropping the answer', () => {
    expect(answerText(region, ['330000', '330100'], zhOf)).toBe('330000 330100');
  });

  it('knows which definitions need the region names', () => {
    expect(usesRegions({ sections: [{ fields: [region] }] } as never)).toBe(true);
    expect(usesRegions({ sections: [{ fields: [{ name: 'n', type: 'text', label: { zh: '姓名' } } as Field] }] } as never)).toBe(false);
  });
});
