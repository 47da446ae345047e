/**
 * The contract a school backend must meet (docs/architecture.md, "API"): the sandbox's `d` for each news key
 * validates against the widget's own response schema, inside the spec's `{ e, m, d }` envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CHANNELS } from './channels.ts';
import { createSandbox, type Sandbox, keyedCaller, logIn, contractOf, expectContract, type KeyedCaller } from '../../../sandbox/testing.ts';
import { SEED_ARTICLES } from './seed.ts';

/** The envelope of spec §3: exactly e, m, d, with e a number and m a string. */
function expectEnvelope(body: unknown, e: number): asserts body is { e: number; m: string; d: unknown } {
  expect(body).toBeTypeOf('object');
  expect(Object.keys(body as object).sort()).toEqual(['d', 'e', 'm']);
  const { e: code, m } = body as { e: unknown; m: unknown };
  expect(code).toBe(e);
  expect(m).toBeTypeOf('string');
}

let sandbox: Sandbox;
/** A student's session: the notice and official channels need a grant the student has. */
let student: KeyedCaller;
beforeAll(async () => {
  sandbox = createSandbox({ dbFile: ':memory:' });
  student = keyedCaller(sandbox.app, (await logIn(sandbox.app, 'student')).cookie);
});
afterAll(() => sandbox.close());

describe('news.list contract', () => {
  it.each([undefined, ...NEWS_CHANNELS])('channel %s: d validates against news.list.schema.json', async (channel) => {
    for (const page of [1, 2, 99]) {
      const body = await student.get('news.list', { page, size: 5, channel });
      expectEnvelope(body, 0);
      expectContract('news.list', body.d);
    }
  });

  it('a full page of 50 validates (covers present and absent)', async () => {
    const body = await student.get('news.list', { size: 50 });
    expectEnvelope(body, 0);
    expectContract('news.list', body.d);
  });

  it('the schema rejects what it should (guards against a vacuous schema)', () => {
    expect(contractOf('news.list')({ list: [{ id: 1, title: 't' }], page: 1, size: 10, total: 1 })).toBe(false);
  });
});

describe('news.detail contract', () => {
  const hostileId = SEED_ARTICLES.findIndex((a) => a.content.includes('onerror')) + 1;
  const withoutAuthorId = SEED_ARTICLES.findIndex((a) => !a.author) + 1;
  const withoutCoverId = SEED_ARTICLES.findIndex((a) => !a.cover) + 1;
  const ids = [...new Set([1, 2, withoutAuthorId, withoutCoverId, hostileId, SEED_ARTICLES.length])];

  it.each(ids)('id %i: d validates against news.detail.schema.json', async (id) => {
    const body = await student.get('news.detail', { id });
    expectEnvelope(body, 0);
    expectContract('news.detail', body.d);
  });

  it('an unknown id answers the error envelope with d = null', async () => {
    const body = await student.get('news.detail', { id: 4242 });
    expectEnvelope(body, 404);
    expect(body.d).toBeNull();
  });
});
