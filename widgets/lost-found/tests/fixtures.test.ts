import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { detail, form, listAnswer, myDetail, pendingDetail, pendingPosts, publishFixtures } from '../fixtures.ts';

describe('lost-found fixtures follow the response contracts', () => {
  it('lists and details', () => {
    for (const query of ['view=lost', 'view=found', 'view=mine', 'view=lost&category=electronics'])
      expectContract('lost-found.list', listAnswer()(new URLSearchParams(query)).d);
    expectContract('lost-found.pending', { total: pendingPosts.length, list: pendingPosts });
    for (const one of [detail, myDetail, pendingDetail]) expectContract('lost-found.detail', one);
  });
  it('the publish form', () => {
    expectContract('lost-found.form', form);
    expectContract('lost-found.publish', (publishFixtures.data['/lost/publish'] as { d: unknown }).d);
  });
});
