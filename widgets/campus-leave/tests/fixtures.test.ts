import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { awayLeave, classStats, expectedReturns, instructorQueue, leaveForm, myLeaves, myReturns, returnForm, staffMine } from '../fixtures.ts';

describe('campus-leave fixtures follow the response contracts', () => {
  it.each([
    ['campus-leave.mine', myLeaves],
    ['campus-leave.mine', staffMine],
    ['campus-leave.queue', instructorQueue],
    ['campus-leave.form', leaveForm],
    ['campus-leave.form', returnForm],
    ['campus-leave.stats', classStats],
    ['campus-leave.returns', myReturns],
    ['campus-leave.returns', expectedReturns],
    ['campus-leave.back', awayLeave],
  ])('%s', (key, answer) => expectContract(key, answer));
});
