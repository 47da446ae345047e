import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { repairDetail, repairDone, repairFixtures, repairForm, repairHall, repairOrders, repairStatistic } from '../fixtures.ts';

describe('repair fixtures follow the response contracts', () => {
  it.each([
    ['repair.hall', repairHall],
    ['repair.form', repairForm],
    ['repair.orders', repairOrders],
    ['repair.detail', repairDetail],
    ['repair.detail', repairDone],
    ['repair.statistic', repairStatistic],
    ['repair.act', repairFixtures.data['/repair/act'].d],
    ['repair.hall', repairFixtures.empty['/repair/hall'].d],
    ['repair.orders', repairFixtures.empty['/repair/orders'].d],
    ['repair.statistic', repairFixtures.empty['/repair/statistic'].d],
  ])('%s', (key, answer) => expectContract(key, answer));
});
