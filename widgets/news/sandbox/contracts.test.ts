/**
 * The contract a school backend must meet (DESIGN.md "API"): the sandbox's `d` for each news key
 * validates against the widget's own response schema, inside the spec's `{ e, m, d }` envelope.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CHANNELS } from './channels.ts';
import { createSandbox, type Sandbox } from '../../../sandbox/sandboxApp.ts';
import { SEED_ARTICLES } from './seed.ts';
import { getJson } from '../../../sandbox/tests/sandboxRequests.ts';

const CONTRACTS = new URL('../contracts/', import.meta.url);

function compileContract(file: string): ValidateFunction {
  const schema = JSON.parse(readFileSync(new URL(file, CONTRACTS), 'utf8')) as object;
  return new Ajv2020({ strict: false, allErrors: true }).compile(schema);
}

const validateList = compileContract('news.list.schema.json');
const validateDetail = compileContract('news.detail.schema.json');

/** The envelope of spec §3: exactly e, m, d, with e a number and m a string. */
function expectEnvelope(body: unknown, e: number): asserts body is { e: number; m: string; d: unknown } {
  expect(body).toBeTypeOf('object');
  expect(Object.keys(body as object).sort()).toEqual(['d', 'e', 'm']);
  const { e: code, m } = body as { e: unknown; m: unknown };
  expect(code).toBe(e);
  expect(m).toBeTypeOf('string');
}

function expectValid(validate: ValidateFunction, data: unknown): void {
  const valid = validate(data);
  expect(valid, JSON.stringify(validate.errors, null, 2)).toBe(true);
}

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ dbFile: ':memory:' });
});
afterAll(() => sandbox.close());

describe('news.list contract', () => {
  it.each([undefined, ...NEWS_CHANNELS])('channel %s: d validates against news.list.schema.json', async (channel) => {
    const query = channel ? `&channel=${channel}` : '';
    for (const page of [1, 2, 99]) {
      const { body } = await getJson(sandbox.app, `/api/news/list?page=${page}&size=5${query}`);
      expectEnvelope(body, 0);
      expectValid(validateList, body.d);
    }
  });

  it('a full page of 50 validates (covers present and absent)', async () => {
    const { body } = await getJson(sandbox.app, '/api/news/list?size=50');
    expectEnvelope(body, 0);
    expectValid(validateList, body.d);
  });

  it('the schema rejects what it should (guards against a vacuous schema)', () => {
    expect(validateList({ list: [{ id: 1, title: 't' }], page: 1, size: 10, total: 1 })).toBe(false);
  });
});

describe('news.detail contract', () => {
  const hostileId = SEED_ARTICLES.findIndex((a) => a.content.includes('onerror')) + 1;
  const withoutAuthorId = SEED_ARTICLES.findIndex((a) => !a.author) + 1;
  const withoutCoverId = SEED_ARTICLES.findIndex((a) => !a.cover) + 1;
  const ids = [...new Set([1, 2, withoutAuthorId, withoutCoverId, hostileId, SEED_ARTICLES.length])];

  it.each(ids)('id %i: d validates against news.detail.schema.json', async (id) => {
    const { body } = await getJson(sandbox.app, `/api/news/detail?id=${id}`);
    expectEnvelope(body, 0);
    expectValid(validateDetail, body.d);
  });

  it('an unknown id answers the error envelope with d = null', async () => {
    const { body } = await getJson(sandbox.app, '/api/news/detail?id=4242');
    expectEnvelope(body, 404);
    expect(body.d).toBeNull();
  });
});
