import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { microStationFixtures, stationArticle, stationArticlesAnswer, stationDirectory } from '../fixtures.ts';

describe('micro-station fixtures follow the response contracts', () => {
  it('micro-station.stations', () => {
    expectContract('micro-station.stations', stationDirectory);
    expectContract('micro-station.stations', microStationFixtures.empty['/microStation/stations'].d);
  });
  it('micro-station.articles', () => {
    for (const query of ['', 'page=2']) expectContract('micro-station.articles', stationArticlesAnswer()(new URLSearchParams(query)).d);
  });
  it('micro-station.article', () => {
    expectContract('micro-station.article', stationArticle);
  });
});
