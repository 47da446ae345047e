import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { closedCampaign, collectionFixtures, likeAnswer, myPhotos, openCampaign, quota, uploadFixtures, wallListAnswer } from '../fixtures.ts';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../contracts/${name}.schema.json`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
const expectValid = (name: string, data: unknown) => {
  const validate = ajv.compile(schema(name));
  expect(validate(data), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
};

describe('photo-wall fixtures follow the response contracts', () => {
  it('photo-wall.list and photo-wall.like', () => {
    for (const query of ['', 'page=2', 'sort=popular']) expectValid('photo-wall.list', wallListAnswer()(new URLSearchParams(query)).d);
    expectValid('photo-wall.like', likeAnswer()(new URLSearchParams(), new URLSearchParams('id=1&like=1')).d);
  });
  it('photo-wall.mine, quota and submit', () => {
    expectValid('photo-wall.mine', { total: myPhotos.length, list: myPhotos });
    expectValid('photo-wall.quota', quota);
    expectValid('photo-wall.submit', (uploadFixtures.data['/photowall/submit'] as { d: unknown }).d);
  });
  it('photo-wall.campaign and submit', () => {
    expectValid('photo-wall.campaign', openCampaign);
    expectValid('photo-wall.campaign', closedCampaign);
    expectValid('photo-wall.campaign', (collectionFixtures.empty['/photoCollection/campaign'] as { d: unknown }).d);
    expectValid('photo-wall.campaignSubmit', (collectionFixtures.data['/photoCollection/submit'] as { d: unknown }).d);
  });
});
