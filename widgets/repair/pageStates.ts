/**
 * The repair pages in each state, each as the one it is for (the reporter, the dispatcher, the
 * repairman): their stories, page tests and path walk read this table.
 */
import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { repairDispatcher as dispatcher, repairFixtures, repairRepairman as repairman, repairReporter as reporter } from './fixtures.ts';

const missing = '该报修单不存在或你无权查看';
// An order's page answers a missing order with the school's words (404): the no-data view.
const order = { data: '[data-testid="repair-order"]', empty: '[data-testid="no-data"]' };

export const repairPages = definePageStates(
  { fixtures: repairFixtures },
  {
    login: {
      path: '/repair/login',
      user: dispatcher,
      ready: { data: '[data-testid="repair-roles"]', empty: '[data-testid="repair-roles"]' },
      shows: { data: '14 张待派单', empty: '0 张未完成', en: 'Assign a repairman to new requests, or send them back', tw: '我在本大廳的身分' },
    },
    index: {
      path: '/repair/index',
      user: reporter,
      ready: { data: 'form', empty: 'form' },
      shows: { data: '报修类别', empty: '故障描述', en: 'Photos (up to 3)', tw: '現場照片（最多 3 張）' },
    },
    back: {
      path: '/repair/back',
      user: reporter,
      ready: { data: '[data-testid="repair-orders"] li' },
      shows: { empty: '你还没有报修记录', en: 'Overdue', tw: '已逾時' },
    },
    detail: {
      path: '/repair/detail?id=306',
      user: reporter,
      ready: order,
      shows: { data: { testId: 'repair-timeline' }, empty: missing, en: 'Reported by', tw: '應完成時間' },
    },
    sendorder: {
      path: '/repair/sendorder',
      user: dispatcher,
      ready: { data: '[data-testid="repair-dispatch"]' },
      shows: { empty: '没有符合条件的报修单', en: 'Send back', tw: '請選擇維修師傅' },
    },
    orderdetail: {
      path: '/repair/orderdetail?id=306',
      user: dispatcher,
      ready: { data: '[data-testid="repair-dispatch"]', empty: '[data-testid="no-data"]' },
      shows: { empty: missing, en: 'Within 24 h', tw: '應完成時間' },
    },
    repairman: {
      path: '/repair/repairman',
      user: repairman,
      ready: { data: '[data-testid="repair-work"]' },
      shows: { empty: '暂无指派给你的工单', en: 'Start', tw: '開始維修' },
    },
    mandetail: { path: '/repair/mandetail?id=306', user: repairman, ready: order, shows: { empty: missing, en: 'Back to the list', tw: '返回列表' } },
    // The hall with statistics (the `repair` hall offers none).
    statistic: {
      path: '/scurepair/statistic',
      user: dispatcher,
      ready: { data: '[data-testid="repair-totals"]' },
      shows: { empty: '近期没有报修记录', en: 'Overdue rate', tw: '逾時率' },
    },
  },
);
