/**
 * Campus-map answers for page tests and stories: zh, a few of the sandbox's buildings and routes as it
 * answers them, checked against contracts/*.schema.json by tests/fixtures.test.ts. The buildings answer
 * filters by `q` and `category` as the school does, so a page test can search.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { Building, SchoolMapBuildingsData, SchoolMapGuideData } from './generated/types.ts';

const plan: SchoolMapBuildingsData['plan'] = {
  name: '示范大学校本部',
  width: 1000,
  height: 700,
  features: [
    { kind: 'water', d: 'M 90 170 A 110 70 0 1 0 310 170 A 110 70 0 1 0 90 170 Z', name: '明湖' },
    { kind: 'road', d: 'M 0 340 H 1000 V 360 H 0 Z', name: '学府路' },
    { kind: 'road', d: 'M 490 360 H 510 V 700 H 490 Z', name: '南大道' },
  ],
};

export const schoolMapBuildings: Building[] = [
  {
    id: 1,
    name: '南门（正门）',
    aliases: ['正门', '南门', 'main gate'],
    category: 'gate',
    x: 500,
    y: 688,
    w: 90,
    h: 16,
    lat: 39.996027,
    lng: 116.316,
    summary: '学校正门，出租车和网约车在门外临时停靠区上下客。',
    inside: ['门卫值班室', '访客登记处'],
    tour: 1,
  },
  {
    id: 4,
    name: '第一教学楼',
    aliases: ['一教', '1教', 'T1'],
    category: 'teaching',
    x: 400,
    y: 420,
    w: 110,
    h: 50,
    lat: 39.998369,
    lng: 116.314826,
    summary: '公共课大教室集中在这里，一至五层。',
    inside: ['阶梯教室 101–108', '自习室（三层）', '教务处服务窗口'],
    hours: '07:00–22:30',
  },
  {
    id: 8,
    name: '逸夫图书馆',
    aliases: ['图书馆', '图书馆总馆', 'library', '圖書館'],
    category: 'library',
    x: 500,
    y: 260,
    w: 150,
    h: 80,
    lat: 39.999811,
    lng: 116.316,
    summary: '凭校园卡入馆，一层设有 24 小时自习区。',
    inside: ['借还书处', '电子阅览室', '24 小时自习区', '咖啡厅'],
    hours: '08:00–22:00（自习区 24 小时）',
    tour: 2,
  },
  {
    id: 9,
    name: '桃李园食堂',
    aliases: ['一食堂', '桃李园', 'canteen 1'],
    category: 'dining',
    x: 300,
    y: 405,
    w: 80,
    h: 50,
    lat: 39.998505,
    lng: 116.313653,
    summary: '学生第一食堂，一层大众餐，二层风味窗口。',
    inside: ['大众餐厅（一层）', '风味餐厅（二层）', '清真窗口'],
    hours: '06:30–09:00，10:50–13:00，16:50–19:00',
  },
  {
    id: 16,
    name: '综合体育馆',
    aliases: ['体育馆', '体育中心', 'gym', '體育館'],
    category: 'sports',
    x: 800,
    y: 420,
    w: 120,
    h: 70,
    lat: 39.998369,
    lng: 116.319521,
    summary: '篮球、羽毛球、游泳馆；新生报到时为各学院报到点。',
    inside: ['篮球馆', '羽毛球馆', '游泳馆'],
    hours: '08:00–21:30',
    tour: 4,
  },
];

const CATEGORY_NAMES = { gate: '校门', teaching: '教学楼', library: '图书馆', dining: '食堂', sports: '体育场馆' } as Record<string, string>;

/** The buildings answer for a query, narrowed as the school narrows it (name or alias, spaces ignored). */
export function buildingsAnswer(query: URLSearchParams = new URLSearchParams(), buildings = schoolMapBuildings): SchoolMapBuildingsData {
  const q = (query.get('q') ?? '').replace(/\s+/g, '').toLowerCase();
  const found = buildings.filter((b) => q === '' || [b.name, ...b.aliases].some((text) => text.replace(/\s+/g, '').toLowerCase().includes(q)));
  const shown = found.filter((b) => !query.get('category') || b.category === query.get('category'));
  const categories = [...new Set(found.map((b) => b.category))].map((id) => ({
    id,
    name: CATEGORY_NAMES[id]!,
    count: found.filter((b) => b.category === id).length,
  }));
  return { plan, categories, total: shown.length, buildings: shown };
}

export const schoolMapGuide: SchoolMapGuideData = {
  intro: '新生报到请携带录取通知书、身份证和近期证件照。先到学院报到注册，再领取校园卡、办理入住。',
  plan,
  places: schoolMapBuildings.map(({ id, name, category, x, y, w, h, lat, lng }) => ({ id, name, category, x, y, w, h, lat, lng })),
  routes: [
    {
      id: 1,
      from: 1,
      to: 16,
      purpose: '学院报到注册',
      hours: '报到日 08:00–18:00',
      meters: 665,
      minutes: 9,
      steps: ['进南门沿南大道向北直行约 330 米', '到学府路路口右转，向东走约 300 米', '综合体育馆在左手边，按学院指示牌排队'],
      path: [
        [500, 680],
        [500, 350],
        [800, 350],
        [800, 385],
      ],
    },
    {
      id: 2,
      from: 1,
      to: 8,
      purpose: '领取图书证',
      meters: 420,
      minutes: 6,
      steps: ['进南门沿南大道向北直行到学府路', '穿过路口，图书馆就在正前方'],
      path: [
        [500, 680],
        [500, 300],
      ],
    },
  ],
};

const PATHS = ['/schoolMap/buildings', '/mapGuide/routes'] as const;

/** API answers for each state of the map pages. */
export const schoolMapFixtures = {
  data: { '/schoolMap/buildings': (query: URLSearchParams) => ok(buildingsAnswer(query)), '/mapGuide/routes': ok(schoolMapGuide) },
  empty: { '/schoolMap/buildings': ok(buildingsAnswer(new URLSearchParams(), [])), '/mapGuide/routes': ok({ ...schoolMapGuide, routes: [] }) },
  ...failingStates(PATHS, '地图服务维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
