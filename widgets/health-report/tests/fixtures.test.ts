import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { classesAnswer, listAnswer, mine, reportDetail, todayFilled, todayOpen, trendAnswer, typeAnswer, typesAnswer, unitsAnswer } from '../fixtures.ts';

describe('health-report fixtures follow the response contracts', () => {
  it.each([
    ['health-report.today', todayOpen],
    ['health-report.today', todayFilled],
    ['health-report.mine', mine],
    ['health-report.detail', reportDetail],
    ['health-report.classes', classesAnswer],
    ['health-report.units', unitsAnswer],
    ['health-report.trend', trendAnswer],
    ['health-report.types', typesAnswer],
    ['health-report.type', typeAnswer],
    ['health-report.list', listAnswer],
  ])('%s', (key, answer) => expectContract(key, answer));
});
