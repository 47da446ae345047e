import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { detail, form, listAnswer, moderatedDetail, myDetail, publishFixtures } from '../fixtures.ts';

describe('flea-market fixtures follow the response contracts', () => {
  it('lists and details', () => {
    for (const query of ['', 'view=mine', 'view=favourites', 'category=bikes']) expectContract('flea-market.list', listAnswer()(new URLSearchParams(query)).d);
    for (const one of [detail, myDetail, moderatedDetail]) expectContract('flea-market.detail', one);
  });
  it('the publish form', () => {
    expectContract('flea-market.form', form);
    expectContract('flea-market.publish', (publishFixtures.data['/fleamarket/publish'] as { d: unknown }).d);
  });
});
