/**
 * How a division of China is named in English and in Traditional Chinese, from its Chinese name in
 * @vant/area-data. English follows the usual romanisation of place names: the provinces by their English
 * names (Shaanxi, Inner Mongolia, Hong Kong), below them Hanyu Pinyin without tones, one word per name
 * (Xi'an, Hangzhou), the kind of division in English (Xihu District, Yanbian Autonomous Prefecture,
 * Shan County); Traditional Chinese is the name converted by OpenCC's Taiwan standard (杭州市 → 杭州市,
 * 长沙市 → 長沙市). Used by scripts/regions/generate.ts, whose output is committed.
 */
import { pinyin } from 'pinyin-pro';
import * as OpenCC from 'opencc-js';

export type RegionLevel = 'province' | 'city' | 'district';

const PROVINCES: Record<string, string> = {
  北京市: 'Beijing',
  天津市: 'Tianjin',
  河北省: 'Hebei',
  山西省: 'Shanxi',
  内蒙古自治区: 'Inner Mongolia',
  辽宁省: 'Liaoning',
  吉林省: 'Jilin',
  黑龙江省: 'Heilongjiang',
  上海市: 'Shanghai',
  江苏省: 'Jiangsu',
  浙江省: 'Zhejiang',
  安徽省: 'Anhui',
  福建省: 'Fujian',
  江西省: 'Jiangxi',
  山东省: 'Shandong',
  河南省: 'Henan',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  广东省: 'Guangdong',
  广西壮族自治区: 'Guangxi',
  海南省: 'Hainan',
  重庆市: 'Chongqing',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  台湾省: 'Taiwan',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
};

/** Whole names the rules below would get wrong: a reading pinyin-pro misses, or a grouping that is not a place. */
const WHOLE_NAMES: Record<string, string> = {
  乐清市: 'Yueqing',
  单县: 'Shan County',
  三都水族自治县: 'Sandu Autonomous County',
  市辖区: 'City districts',
  鄂伦春自治旗: 'Oroqen Autonomous Banner',
  鄂温克族自治旗: 'Evenk Autonomous Banner',
  博尔塔拉蒙古自治州: 'Bortala Mongol Autonomous Prefecture',
  巴音郭楞蒙古自治州: 'Bayingolin Mongol Autonomous Prefecture',
  克孜勒苏柯尔克孜自治州: 'Kizilsu Kirghiz Autonomous Prefecture',
  省直辖县: 'County-level divisions',
  自治区直辖县级行政区划: 'County-level divisions',
  县: 'Counties',
};

/** The kinds of division (tried longest first); `strip` drops the ethnic groups an autonomous area is named after. */
const SUFFIXES: Array<{ suffix: string; english: string; strip?: boolean }> = [
  { suffix: '自治州', english: 'Autonomous Prefecture', strip: true },
  { suffix: '自治县', english: 'Autonomous County', strip: true },
  { suffix: '自治旗', english: 'Autonomous Banner', strip: true },
  { suffix: '高新技术产业开发区', english: 'High-tech Zone' },
  { suffix: '高技术产业开发区', english: 'High-tech Zone' },
  { suffix: '高新技术产业园区', english: 'High-tech Park' },
  { suffix: '高新技术开发区', english: 'High-tech Zone' },
  { suffix: '高新区', english: 'High-tech Zone' },
  { suffix: '经济技术开发区', english: 'Economic Development Zone' },
  { suffix: '经济开发区', english: 'Economic Development Zone' },
  { suffix: '开发区', english: 'Development Zone' },
  { suffix: '工业园区', english: 'Industrial Park' },
  { suffix: '产业园区', english: 'Industrial Park' },
  { suffix: '管理区', english: 'Administrative Zone' },
  { suffix: '示范区', english: 'Demonstration Zone' },
  { suffix: '街道办事处', english: 'Subdistrict' },
  { suffix: '行政委员会', english: 'Administrative Area' },
  { suffix: '管委会', english: 'Administrative Area' },
  { suffix: '街道', english: 'Subdistrict' },
  { suffix: '林区', english: 'Forestry District' },
  { suffix: '新区', english: 'New Area' },
  { suffix: '新城', english: 'New Town' },
  { suffix: '特区', english: 'Special District' },
  { suffix: '地区', english: 'Prefecture' },
  { suffix: '区', english: 'District' },
  { suffix: '县', english: 'County' },
  { suffix: '旗', english: 'Banner' },
  { suffix: '盟', english: 'League' },
  { suffix: '镇', english: 'Town' },
  { suffix: '乡', english: 'Township' },
  { suffix: '市', english: '' },
].sort((a, b) => b.suffix.length - a.suffix.length);

const ETHNIC_GROUPS = [
  ...'蒙古 维吾尔 布依 朝鲜 土家 哈尼 哈萨克 傈僳 拉祜 东乡 纳西 景颇 柯尔克孜 达斡尔 仫佬 布朗 撒拉 毛南 仡佬 锡伯 阿昌 普米 塔吉克 乌孜别克 俄罗斯 鄂温克 德昂 保安 裕固 塔塔尔 独龙 鄂伦春 赫哲 门巴 珞巴 基诺'
    .split(' ')
    .map((group) => `${group}族?`),
  // One character is a group only with 族 (彭水 is a place, 水族 a people); 各族: several.
  ...'藏 回 苗 彝 壮 满 侗 瑶 白 傣 黎 佤 畲 水 土 羌 怒 京 各'.split(' ').map((group) => `${group}族`),
];
const ETHNIC_TAIL = new RegExp(`(?:${ETHNIC_GROUPS.join('|')})+$`);

/** 西安 → Xi'an, 杭州 → Hangzhou: one word, an apostrophe where a syllable starting with a, o or e would run into the one before. */
export function romanize(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array', v: false });
  const word = syllables.map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function englishName(chinese: string, level: RegionLevel): string {
  if (level === 'province') {
    const name = PROVINCES[chinese];
    if (!name) throw new Error(`No English name for the province ${chinese}: add it to PROVINCES`);
    return name;
  }
  if (WHOLE_NAMES[chinese]) return WHOLE_NAMES[chinese];
  const kind = SUFFIXES.find(({ suffix }) => chinese.endsWith(suffix));
  if (!kind) return romanize(chinese);
  // 开发区 alone: the kind is the whole name.
  if (chinese === kind.suffix) return kind.english || romanize(chinese);
  // 蚌埠市经济开发区: the city it belongs to, without its 市.
  let stem = chinese.slice(0, -kind.suffix.length).replace(/(.)市$/, '$1');
  // 东乡族自治县: named after its people alone (Dongxiang Autonomous County).
  if (kind.strip) stem = stem.replace(ETHNIC_TAIL, '') || stem.replace(/族$/, '');
  // 城区, 矿区: a one-character stem is read with its suffix as one name (Chengqu), as the places write it.
  if (stem.length === 1 && kind.suffix !== '县') return romanize(chinese);
  return kind.english ? `${romanize(stem)} ${kind.english}` : romanize(stem);
}

const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'tw' });

export const traditionalName = (chinese: string): string => toTaiwan(chinese);
