import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { buildingsAnswer, schoolMapGuide } from '../fixtures.ts';

describe('school-map fixtures follow the response contracts', () => {
  it('school-map.buildings', () => expectContract('school-map.buildings', buildingsAnswer()));
  it('school-map.guide', () => expectContract('school-map.guide', schoolMapGuide));
});
