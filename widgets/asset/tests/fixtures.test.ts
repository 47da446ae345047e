import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { assetFixtures, assetPage, assetSummary, projectorHistory, projectorTransfer } from '../fixtures.ts';

describe('asset fixtures follow the response contracts', () => {
  it.each([
    ['asset.summary', assetSummary],
    ['asset.list', assetPage],
    ['asset.history', projectorHistory],
    ['asset.transfer', projectorTransfer],
    ['asset.summary', assetFixtures.empty['/asset/summary'].d],
    ['asset.list', assetFixtures.empty['/asset/list'].d],
  ])('%s', (key, answer) => expectContract(key, answer));
});
