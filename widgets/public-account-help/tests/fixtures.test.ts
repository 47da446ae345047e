import { describe, expect, it } from 'vitest';
import { expectFixturesFollowContracts } from '../../campus-code/tests/fixturesFollowContracts.ts';
import { publicAccountHelpFixtures } from '../fixtures.ts';

describe('public-account-help fixtures follow the response contracts', () => {
  it('account, categories, questions (category, search, pages), question', () => {
    const samples = { '/publicsso/questions': [['category=message&page=2&size=10'], ['q=扫码'], ['category=login']] } as Record<string, [string?, string?][]>;
    expect(expectFixturesFollowContracts('public-account-help', publicAccountHelpFixtures, samples)).toBeGreaterThanOrEqual(8);
  });
});
