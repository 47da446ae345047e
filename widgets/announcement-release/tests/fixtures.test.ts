import { describe, it } from 'vitest';
import { contract, expectValid } from '../../notice/sandbox/backendSupport.ts';
import { myNotices, publishAnswer } from '../fixtures.ts';

describe('announcement-release fixtures follow the response contracts', () => {
  it('announcement-release.mine and announcement-release.publish', () => {
    expectValid(contract('announcement-release', 'announcement-release.mine.schema.json'), myNotices);
    expectValid(contract('announcement-release', 'announcement-release.publish.schema.json'), publishAnswer()(new URLSearchParams(), new URLSearchParams('audience=all')).d);
  });
});
