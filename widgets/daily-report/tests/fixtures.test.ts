import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { applications, dashboard, notAdmin, reviewerApplications, statistics, today, todayFilled } from '../fixtures.ts';

describe('daily-report fixtures follow the response contracts', () => {
  it.each([
    ['daily-report.today', today],
    ['daily-report.today', todayFilled],
    ['daily-report.statistics', statistics],
    ['daily-report.statistics', notAdmin],
    ['daily-report.applications', applications],
    ['daily-report.applications', reviewerApplications],
    ['daily-report.dashboard', dashboard],
  ])('%s', (key, answer) => expectContract(key, answer));
});
