import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { microStationFixtures, stationArticle, stationArticlesAnswer, stationDirectory } from '../fixtures.ts';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../contracts/${name}`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('micro-station fixtures follow the response contracts', () => {
  it('micro-station.stations', () => {
    const validate = ajv.compile(schema('micro-station.stations.schema.json'));
    expect(validate(stationDirectory), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(microStationFixtures.empty['/microStation/stations'].d), JSON.stringify(validate.errors)).toBe(true);
  });
  it('micro-station.articles', () => {
    const validate = ajv.compile(schema('micro-station.articles.schema.json'));
    for (const query of ['', 'page=2']) expect(validate(stationArticlesAnswer()(new URLSearchParams(query)).d), JSON.stringify(validate.errors)).toBe(true);
  });
  it('micro-station.article', () => {
    const validate = ajv.compile(schema('micro-station.article.schema.json'));
    expect(validate(stationArticle), JSON.stringify(validate.errors)).toBe(true);
  });
});
