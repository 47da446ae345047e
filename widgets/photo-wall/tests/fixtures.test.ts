import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { closedCampaign, collectionFixtures, likeAnswer, myPhotos, openCampaign, quota, uploadFixtures, wallListAnswer } from '../fixtures.ts';

describe('photo-wall fixtures follow the response contracts', () => {
  it('photo-wall.list and photo-wall.like', () => {
    for (const query of ['', 'page=2', 'sort=popular']) expectContract('photo-wall.list', wallListAnswer()(new URLSearchParams(query)).d);
    expectContract('photo-wall.like', likeAnswer()(new URLSearchParams(), new URLSearchParams('id=1&like=1')).d);
  });
  it('photo-wall.mine, quota and submit', () => {
    expectContract('photo-wall.mine', { total: myPhotos.length, list: myPhotos });
    expectContract('photo-wall.quota', quota);
    expectContract('photo-wall.submit', (uploadFixtures.data['/photowall/submit'] as { d: unknown }).d);
  });
  it('photo-wall.campaign and submit', () => {
    expectContract('photo-wall.campaign', openCampaign);
    expectContract('photo-wall.campaign', closedCampaign);
    expectContract('photo-wall.campaign', (collectionFixtures.empty['/photoCollection/campaign'] as { d: unknown }).d);
    expectContract('photo-wall.campaignSubmit', (collectionFixtures.data['/photoCollection/submit'] as { d: unknown }).d);
  });
});
