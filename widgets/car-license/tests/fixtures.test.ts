import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { approvedPass, myPasses, passForm } from '../fixtures.ts';

describe('car-license fixtures follow the response contracts', () => {
  it.each([
    ['car-license.mine', myPasses],
    ['car-license.form', passForm],
    ['car-license.detail', approvedPass],
  ])('%s', (key, answer) => expectContract(key, answer));
});
