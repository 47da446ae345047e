import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { myNotices, publishAnswer } from '../fixtures.ts';

describe('announcement-release fixtures follow the response contracts', () => {
  it('announcement-release.mine and announcement-release.publish', () => {
    expectContract('announcement-release.mine', myNotices);
    expectContract('announcement-release.publish', publishAnswer()(new URLSearchParams(), new URLSearchParams('audience=all')).d);
  });
});
