import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { defaultSettings, saveAnswer, savedSettings } from '../fixtures.ts';

describe('do-not-disturb fixtures follow the response contract', () => {
  it('do-not-disturb.settings and do-not-disturb.save', () => {
    expectContract('do-not-disturb.settings', defaultSettings);
    expectContract('do-not-disturb.settings', savedSettings);
    expectContract('do-not-disturb.save', saveAnswer()(new URLSearchParams(), new URLSearchParams('enabled=1&start=22:00&end=07:00&muted=notice')).d);
  });
});
