/**
 * Asset register answers for component tests and stories, shaped as the sandbox gives them (values in
 * fen), checked against contracts/*.schema.json by tests/fixtures.test.ts.
 */
import { failingStates, ok, type Fixtures } from '../../runtime/app/testing/fixtureKit.ts';
import type { AssetHistoryData, AssetListData, AssetSummaryData, AssetTransferData } from './generated/types.ts';

const READ = ['index', 'list', 'search'];
/** A teacher: reads the register. */
export const assetReader = { name: '李老师', auth: { home: { module: ['homepage'] }, asset: { module: READ } } };
/** The state assets office's clerk: reads and records transfers. */
export const assetKeeper = { name: '孙建国', auth: { home: { module: ['homepage'] }, asset: { module: [...READ, 'manage'] } } };

export const assetSummary: AssetSummaryData = {
  total: { count: 396, valueFen: 1_184_327_650, fixedCount: 301 },
  fixedFromFen: 80_000,
  departments: [
    { name: '机械工程学院', count: 34, valueFen: 356_218_800, fixedCount: 27 },
    { name: '化工学院', count: 31, valueFen: 291_604_300, fixedCount: 25 },
    { name: '后勤保障处', count: 36, valueFen: 214_773_090, fixedCount: 26 },
    { name: '计算机科学与技术学院', count: 33, valueFen: 96_452_150, fixedCount: 26 },
    { name: '图书馆', count: 29, valueFen: 58_310_400, fixedCount: 20 },
    { name: '国有资产管理处', count: 30, valueFen: 9_102_399, fixedCount: 22 },
  ],
  categories: [
    { category: 'electronic', count: 128, valueFen: 71_224_800 },
    { category: 'furniture', count: 121, valueFen: 30_118_450 },
    { category: 'general', count: 62, valueFen: 14_993_200 },
    { category: 'special', count: 66, valueFen: 887_461_100 },
    { category: 'books', count: 11, valueFen: 5_530_100 },
    { category: 'vehicle', count: 8, valueFen: 175_000_000 },
  ],
};

export const assetPage: AssetListData = {
  total: 33,
  list: [
    {
      id: 1,
      number: 'ZC2021-004317',
      name: '爱普生CB-X06投影仪',
      model: 'CB-X06',
      category: 'electronic',
      department: '计算机科学与技术学院',
      location: '信息楼 210',
      keeper: '陈静',
      valueFen: 389_900,
      purchasedOn: '2021-04-16',
      state: 'inUse',
      fixed: true,
      transfers: 1,
    },
    {
      id: 58,
      number: 'ZC2019-001562',
      name: '华为服务器',
      model: 'FusionServer 2288H V5',
      category: 'special',
      department: '计算机科学与技术学院',
      location: '信息楼 118',
      keeper: '赵磊',
      valueFen: 5_216_000,
      purchasedOn: '2019-06-03',
      state: 'repair',
      fixed: true,
      transfers: 0,
    },
    {
      id: 61,
      number: 'ZC2016-001601',
      name: '办公椅',
      model: '网布转椅',
      category: 'furniture',
      department: '计算机科学与技术学院',
      location: '信息楼 305',
      keeper: '陈静',
      valueFen: 39_850,
      purchasedOn: '2016-09-21',
      state: 'scrapping',
      fixed: false,
      transfers: 0,
    },
    {
      id: 70,
      number: 'ZC2024-001688',
      name: '得力碎纸机',
      model: '9935',
      category: 'general',
      department: '计算机科学与技术学院',
      location: '信息楼 402',
      keeper: '刘洋',
      valueFen: 79_999,
      purchasedOn: '2024-03-12',
      state: 'idle',
      fixed: false,
      transfers: 0,
    },
  ],
  departments: ['化工学院', '后勤保障处', '图书馆', '国有资产管理处', '机械工程学院', '计算机科学与技术学院'],
  buildings: ['信息楼', '化工楼', '后勤服务楼', '图书馆', '机械楼', '行政楼'],
};

export const projectorHistory: AssetHistoryData = {
  number: 'ZC2021-004317',
  list: [{ id: 1, at: 1_709_254_800, by: '孙建国', fromLocation: '信息楼 118', toLocation: '信息楼 210', fromKeeper: '赵磊', toKeeper: '陈静' }],
};

export const projectorTransfer: AssetTransferData = {
  id: 1,
  transfer: { id: 2, at: 1_795_000_000, by: '孙建国', fromLocation: '信息楼 210', toLocation: '信息楼 305', fromKeeper: '陈静', toKeeper: '王老师' },
};

const PATHS = ['/asset/summary', '/asset/list', '/asset/history'];

/** API answers for each state of the asset pages. */
export const assetFixtures = {
  data: {
    '/asset/summary': ok(assetSummary),
    '/asset/list': ok(assetPage),
    '/asset/history': ok(projectorHistory),
    '/asset/transfer': ok(projectorTransfer),
  },
  empty: {
    '/asset/summary': ok({ total: { count: 0, valueFen: 0, fixedCount: 0 }, fixedFromFen: 80_000, departments: [], categories: [] }),
    '/asset/list': ok({ total: 0, list: [], departments: [], buildings: [] }),
    '/asset/history': ok({ number: 'ZC2021-004317', list: [] }),
  },
  ...failingStates(PATHS, '资产系统维护中，请稍后再试'),
} satisfies Record<string, Fixtures>;
