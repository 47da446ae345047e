import { describe, it } from 'vitest';
import { contract, expectValid } from '../../notice/sandbox/backendSupport.ts';
import { defaultSettings, saveAnswer, savedSettings } from '../fixtures.ts';

describe('do-not-disturb fixtures follow the response contract', () => {
  it('do-not-disturb.settings and do-not-disturb.save', () => {
    const validate = contract('do-not-disturb', 'do-not-disturb.settings.schema.json');
    expectValid(validate, defaultSettings);
    expectValid(validate, savedSettings);
    expectValid(validate, saveAnswer()(new URLSearchParams(), new URLSearchParams('enabled=1&start=22:00&end=07:00&muted=notice')).d);
  });
});
