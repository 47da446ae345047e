import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { approvedSeal, expenseForm, myApplications, reviewerInbox, sealAtFinal, sealAtReview, sealForm, tripForm } from '../fixtures.ts';

describe('upc-approval fixtures follow the response contracts', () => {
  it.each([
    ['upc-approval.mine', myApplications],
    ['upc-approval.form', sealForm],
    ['upc-approval.form', tripForm],
    ['upc-approval.form', expenseForm],
    ['upc-approval.detail', approvedSeal],
    ['upc-approval.detail', sealAtReview],
    ['upc-approval.detail', sealAtFinal],
    ['upc-approval.inbox', reviewerInbox],
  ])('%s', (key, answer) => expectContract(key, answer));
});
