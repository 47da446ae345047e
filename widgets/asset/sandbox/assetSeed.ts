/**
 * The demo school's asset register (资产登记簿), seeded deterministically (sandbox/campus/seededRandom.ts)
 * so tests and screenshots can name assets: about 400 assets over the campus directory's colleges and four
 * offices, each department in its own building, with what such a department really owns (computers,
 * projectors and furniture everywhere; servers, lathes, chromatographs, buses where they belong), values
 * from 60 元 to 380000 元, kept by people named. A few rows are pinned: the projector the browser test
 * moves, and the two boundary assets of 799.99 元 and 800.00 元 (the fixed-asset line).
 */
import { CAMPUS_COLLEGES, seededRandom, type SeededRandom, studentName, type SandboxDatabase, beijingMorning } from '../../../sandbox/kit.ts';
import type { Asset, Category, State } from '../generated/types.ts';

/** The fixed-asset line (财政部《行政事业单位资产管理》: 单价 800 元 and up for general equipment), in fen. */
export const FIXED_FROM_FEN = 80_000;

/** The demo asset keeper account: the state assets office's clerk who records transfers. */
export const DEMO_ASSET_KEEPER = { username: 'assetkeeper', name: '孙建国', roleName: '资产管理员', department: '国有资产管理处' } as const;

interface Template {
  name: string;
  model: string;
  category: Category;
  /** Price range in 元. */
  from: number;
  to: number;
}

const t = (name: string, model: string, category: Category, from: number, to: number): Template => ({ name, model, category, from, to });

/** What every department has. */
const COMMON: readonly Template[] = [
  t('联想启天M437台式计算机', 'M437-i5/16G/512G', 'electronic', 4200, 5600),
  t('联想启天M437台式计算机', 'M437-i5/16G/512G', 'electronic', 4200, 5600),
  t('惠普激光打印机', 'LaserJet Pro M405d', 'electronic', 1800, 2400),
  t('爱普生CB-X06投影仪', 'CB-X06', 'electronic', 3500, 4300),
  t('步步高电话机', 'HCD007(6082)', 'electronic', 60, 150),
  t('办公桌', '1400×700', 'furniture', 650, 1200),
  t('办公椅', '网布转椅', 'furniture', 260, 480),
  t('办公椅', '网布转椅', 'furniture', 260, 480),
  t('书架', '五层钢木', 'furniture', 600, 1500),
  t('文件柜', '铁皮双开门', 'furniture', 700, 1100),
  t('格力壁挂式空调', 'KFR-35GW', 'general', 2800, 3600),
  t('得力碎纸机', '9935', 'general', 300, 900),
  t('美的饮水机', 'YR1226S-W', 'general', 300, 700),
];

interface Department {
  name: string;
  building: string;
  special: readonly Template[];
}

/** Each college's building and equipment of its own, in the campus directory's order. */
const COLLEGE_PLACES: readonly { building: string; special: readonly Template[] }[] = [
  {
    building: '信息楼',
    special: [
      t('华为服务器', 'FusionServer 2288H V5', 'special', 38_000, 65_000),
      t('锐捷千兆交换机', 'RG-S5750-48GT4XS', 'special', 9000, 18_000),
      t('戴尔图形工作站', 'Precision 3660', 'electronic', 12_000, 21_000),
    ],
  },
  {
    building: '外语楼',
    special: [t('蓝鸽语言实验室主控台', 'LG-ML3000', 'special', 26_000, 48_000), t('同声传译设备', '台电HCS-5100', 'special', 58_000, 92_000)],
  },
  {
    building: '经管楼',
    special: [t('金融实验室交易终端', '同花顺iFinD', 'special', 6000, 9800), t('实物展台', '希沃SC02', 'electronic', 1500, 2600)],
  },
  {
    building: '机械楼',
    special: [
      t('数控车床', 'CK6140', 'special', 85_000, 160_000),
      t('三坐标测量机', '海克斯康Global S', 'special', 260_000, 380_000),
      t('钳工工作台', '1500×750', 'furniture', 1200, 2400),
    ],
  },
  {
    building: '化工楼',
    special: [
      t('安捷伦高效液相色谱仪', '1260 Infinity II', 'special', 240_000, 330_000),
      t('通风橱', '全钢1500型', 'special', 12_000, 22_000),
      t('实验台', '全钢中央台3000', 'furniture', 3000, 6000),
    ],
  },
  {
    building: '建筑馆',
    special: [t('绘图桌', 'A0可调角度', 'furniture', 900, 1800), t('创想三维3D打印机', 'CR-10 Smart', 'electronic', 2600, 4200)],
  },
  {
    building: '理学楼',
    special: [t('高性能计算工作站', '浪潮NF5280M6', 'special', 48_000, 86_000)],
  },
  {
    building: '电气楼',
    special: [t('电工实验台', '天煌THETDG-1', 'special', 16_000, 28_000), t('示波器', '泰克TBS2104B', 'electronic', 9000, 15_000)],
  },
];

const OFFICES: readonly Department[] = [
  {
    name: '后勤保障处',
    building: '后勤服务楼',
    special: [
      t('宇通客车', 'ZK6729D', 'vehicle', 320_000, 380_000),
      t('电动巡逻车', '朗晴LQS042', 'vehicle', 28_000, 45_000),
      t('割草机', '本田HRJ216', 'general', 2600, 3800),
    ],
  },
  {
    name: '图书馆',
    building: '图书馆',
    special: [
      t('《中国大百科全书》第三版', '网络版配套纸本', 'books', 8000, 12_000),
      t('期刊合订本', '2019-2023', 'books', 60, 220),
      t('自助借还机', '海恒ATM-3000', 'special', 45_000, 68_000),
      t('密集书架', '手动七层', 'furniture', 9000, 16_000),
    ],
  },
  {
    name: '国有资产管理处',
    building: '行政楼',
    special: [t('联想ThinkPad笔记本电脑', 'E14 Gen 5', 'electronic', 5200, 6800)],
  },
  {
    name: '信息化建设与管理中心',
    building: '信息楼',
    special: [t('华为服务器', 'FusionServer 2288H V5', 'special', 38_000, 65_000), t('图腾网络机柜', 'G3.6042', 'general', 1800, 3200)],
  },
];

export const ASSET_DEPARTMENTS: readonly Department[] = [
  ...CAMPUS_COLLEGES.map((college, index) => ({ name: college.name, ...COLLEGE_PLACES[index % COLLEGE_PLACES.length]! })),
  ...OFFICES,
];

/** The projector the browser test moves (信息楼 210, 陈静), and the two assets either side of the fixed-asset line. */
export const PINNED_ASSETS = {
  projector: { number: 'ZC2021-004317', name: '爱普生CB-X06投影仪', location: '信息楼 210', keeper: '陈静' },
  belowLine: { number: 'ZC2024-000800', name: '得力碎纸机', valueFen: 79_999 },
  atLine: { number: 'ZC2024-000801', name: '得力保险柜', valueFen: 80_000 },
} as const;

/** A row of the register as seeded: the asset without what the database gives it (its id, its transfers) or derives. */
export type SeedAsset = Omit<Asset, 'id' | 'fixed' | 'transfers'>;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function roomIn(random: SeededRandom, building: string): string {
  return `${building} ${1 + Math.floor(random.next() * 5)}${pad(1 + Math.floor(random.next() * 20), 2)}`;
}

function stateOf(random: SeededRandom, year: number): State {
  const roll = random.next();
  // Old equipment is more often waiting to be scrapped.
  if (year <= 2017 && roll < 0.25) return 'scrapping';
  if (roll < 0.1) return 'idle';
  if (roll < 0.16) return 'repair';
  if (roll < 0.19) return 'scrapping';
  return 'inUse';
}

/** The register: the pinned rows, then about 33 assets per department. */
export function seedAssets(): SeedAsset[] {
  const random = seededRandom(15_2026);
  const computing = ASSET_DEPARTMENTS[0]!;
  const office = OFFICES.find((one) => one.name === DEMO_ASSET_KEEPER.department)!;
  // The two boundary assets were bought together for the keeper's own office.
  const keepersPurchase = {
    category: 'general',
    department: office.name,
    location: '行政楼 204',
    keeper: DEMO_ASSET_KEEPER.name,
    purchasedOn: '2024-03-12',
    state: 'inUse',
  } as const;
  const assets: SeedAsset[] = [
    {
      ...PINNED_ASSETS.projector,
      model: 'CB-X06',
      category: 'electronic',
      department: computing.name,
      valueFen: 389_900,
      purchasedOn: '2021-04-16',
      state: 'inUse',
    },
    { ...PINNED_ASSETS.belowLine, model: '9935', ...keepersPurchase },
    { ...PINNED_ASSETS.atLine, model: '33018', ...keepersPurchase },
  ];
  let serial = 1000;
  for (const department of ASSET_DEPARTMENTS) {
    const keepers = Array.from({ length: 3 }, () => studentName(random).name);
    if (department === computing) keepers[0] = PINNED_ASSETS.projector.keeper;
    const templates = [...COMMON, ...department.special, ...department.special];
    const count = 28 + Math.floor(random.next() * 10);
    for (let index = 0; index < count; index++) {
      const template = random.pick(templates);
      const year = 2015 + Math.floor(random.next() * 11);
      const yuan = template.from + Math.round(random.next() * (template.to - template.from));
      serial += 3 + Math.floor(random.next() * 9);
      assets.push({
        number: `ZC${year}-${pad(serial, 6)}`,
        name: template.name,
        model: template.model,
        category: template.category,
        department: department.name,
        location: roomIn(random, department.building),
        keeper: random.pick(keepers),
        valueFen: yuan * 100 + (random.next() < 0.3 ? random.pick([50, 90, 99]) : 0),
        purchasedOn: `${year}-${pad(1 + Math.floor(random.next() * 12), 2)}-${pad(1 + Math.floor(random.next() * 28), 2)}`,
        state: stateOf(random, year),
      });
    }
  }
  return assets;
}

/** Writes the register and the projector's earlier transfer (it came from 信息楼 118, 赵磊). */
export function writeAssetSeed(db: SandboxDatabase): void {
  const insert = db.prepare(`
    INSERT INTO asset_items (number, name, model, category, department, location, keeper, value_fen, purchased_on, state)
    VALUES (@number, @name, @model, @category, @department, @location, @keeper, @valueFen, @purchasedOn, @state)`);
  for (const asset of seedAssets()) insert.run(asset);
  db.prepare(
    `INSERT INTO asset_transfers (asset_id, at, by_username, by_name, from_location, to_location, from_keeper, to_keeper)
     SELECT id, ?, ?, ?, '信息楼 118', location, '赵磊', keeper FROM asset_items WHERE number = ?`,
  ).run(beijingMorning(2024, 3, 1), DEMO_ASSET_KEEPER.username, DEMO_ASSET_KEEPER.name, PINNED_ASSETS.projector.number);
}
