import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { shuttleDetail, shuttleLines } from '../fixtures.ts';

describe('shuttle-bus fixtures follow the response contracts', () => {
  it('shuttle-bus.lines', () => expectContract('shuttle-bus.lines', shuttleLines));
  it('shuttle-bus.detail', () => expectContract('shuttle-bus.detail', shuttleDetail));
});
