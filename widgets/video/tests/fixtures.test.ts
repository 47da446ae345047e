import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { videoDetail, videoListAnswer } from '../fixtures.ts';

describe('video fixtures follow the response contracts', () => {
  it('video.list, every page and category', () => {
    for (const query of ['', 'page=2&size=12', 'category=news', 'category=none']) expectContract('video.list', videoListAnswer()(new URLSearchParams(query)).d);
    expectContract('video.list', videoListAnswer([])(new URLSearchParams()).d);
  });
  it('video.detail', () => {
    expectContract('video.detail', videoDetail);
  });
});
