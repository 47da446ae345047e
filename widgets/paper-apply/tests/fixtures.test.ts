import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { myPapers, officeQueue, paperForm } from '../fixtures.ts';

describe('paper-apply fixtures follow the response contracts', () => {
  it.each([
    ['paper-apply.mine', myPapers],
    ['paper-apply.form', paperForm],
    ['paper-apply.queue', officeQueue],
  ])('%s', (key, answer) => expectContract(key, answer));
});
