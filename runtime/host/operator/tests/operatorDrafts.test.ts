/**
 * The operator's draft kept by the host (drafts follow the operator to another computer and to
 * any host): read, replaced and deleted per operator and site, refused without a session, from another
 * origin, for a site outside the operator's list, or when it is not the shape the console sends.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxDraftEdits } from '../operatorDrafts.ts';
import { startOperatorHost, type OperatorHost } from './operatorFixtures.ts';

let h: OperatorHost;
let cookie: string;
beforeEach(async () => {
  h = await startOperatorHost({ operators: [{ name: 'ops' }, { name: 'ops-hill', sites: ['hill'] }] });
  cookie = await h.login();
});
afterEach(() => {
  h.close();
  h.dirs.remove();
});

const draft = {
  etag: '"v1"',
  edits: [{ path: ['name', 'zh'], value: '示范大学（草稿）' }, { path: ['copyright'] }],
  savedAt: '2026-11-26T08:30:00.000Z',
};
const readDraft = async (as = cookie, site = 'demo') => {
  const response = await h.call('GET', `sites/${site}/draft`, { cookie: as });
  return { status: response.status, body: (await response.json()) as { draft: unknown } };
};

describe("an operator's draft on the host", () => {
  it('is none at first, kept as sent, replaced by the next, gone when deleted; the other operator never sees it', async () => {
    expect(await readDraft()).toEqual({ status: 200, body: { draft: null } });
    expect((await h.call('PUT', 'sites/demo/draft', { cookie, body: { ...draft, extra: 'dropped' } })).status).toBe(204);
    expect(await readDraft()).toEqual({ status: 200, body: { draft } });

    const other = await h.login('ops-hill');
    expect((await readDraft(other, 'hill')).body).toEqual({ draft: null });
    const newer = { ...draft, edits: draft.edits.slice(0, 1), savedAt: '2026-11-26T08:31:00.000Z' };
    expect((await h.call('PUT', 'sites/demo/draft', { cookie, body: newer })).status).toBe(204);
    expect((await readDraft()).body).toEqual({ draft: newer });

    // On one host the draft is a file of the data folder, named by a hash of the operator.
    expect(readdirSync(join(h.dataDir, 'drafts', 'demo'))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.json$/)]);

    expect((await h.call('DELETE', 'sites/demo/draft', { cookie })).status).toBe(204);
    expect((await readDraft()).body).toEqual({ draft: null });
    expect((await h.call('DELETE', 'sites/demo/draft', { cookie })).status).toBe(204);
  });

  it('refuses without a session, from another origin, without the header, and for a site outside the list', async () => {
    expect((await h.call('GET', 'sites/demo/draft')).status).toBe(401);
    expect((await h.call('PUT', 'sites/demo/draft', { cookie, body: draft, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await h.call('DELETE', 'sites/demo/draft', { cookie, headers: { 'X-Portal-Operator': '' } })).status).toBe(403);
    const other = await h.login('ops-hill');
    const refused = await h.call('PUT', 'sites/demo/draft', { cookie: other, body: draft });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'forbidden-site' });
    expect((await h.call('GET', 'sites/..%2Fetc/draft', { cookie })).status).toBe(400);
    // A well-formed id of no school: nothing is written for it.
    for (const method of ['GET', 'PUT'] as const) {
      const missing = await h.call(method, 'sites/made-up-school/draft', { cookie, ...(method === 'PUT' ? { body: draft } : {}) });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: 'site-not-found' });
    }
    expect(existsSync(join(h.dataDir, 'drafts', 'made-up-school'))).toBe(false);
    expect((await readDraft()).body).toEqual({ draft: null });
  });

  it('refuses a body that is no draft, saying what is wrong, and keeps the last one', async () => {
    await h.call('PUT', 'sites/demo/draft', { cookie, body: draft });
    const bad: Array<[unknown, RegExp]> = [
      [[], /Send \{ "etag"/],
      [{ ...draft, etag: 7 }, /"etag" must be/],
      [{ ...draft, savedAt: 'yesterday' }, /"savedAt" must be an ISO time/],
      [{ ...draft, edits: {} }, /"edits" must be a list/],
      [{ ...draft, edits: Array.from({ length: maxDraftEdits + 1 }, () => ({ path: ['name'] })) }, /at most 500 edits/],
      [{ ...draft, edits: [{ path: [] }] }, /edits\[0\] must be/],
      [{ ...draft, edits: [{ value: 1 }] }, /edits\[0\] must be/],
      [{ ...draft, edits: [{ path: ['a', 3] }] }, /edits\[0\] must be/],
      [{ ...draft, edits: [{ path: ['__proto__', 'polluted'], value: 'yes' }] }, /edits\[0\]: a path cannot go through "__proto__"/],
      [{ ...draft, edits: [{ path: ['apps', 'constructor', 'prototype'], value: 'yes' }] }, /cannot go through "constructor"/],
      [{ ...draft, etag: '"v1\u0000"' }, /NUL/],
      [{ ...draft, edits: [{ path: ['name', 'zh'], value: '示范\u0000大学' }] }, /NUL/],
    ];
    for (const [body, message] of bad) {
      const response = await h.call('PUT', 'sites/demo/draft', { cookie, body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    // The raw JSON a client can send: JSON.parse makes "__proto__" an own key, which a path must not be either.
    const pollute = await h.call('PUT', 'sites/demo/draft', {
      cookie,
      raw: '{"etag":"\\"v1\\"","savedAt":"2026-11-26T08:30:00Z","edits":[{"path":["__proto__","polluted"],"value":"yes"}]}',
    });
    expect(pollute.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const proto = await h.call('PUT', 'sites/demo/draft', { cookie, raw: '{"etag":"\\"v1\\"","savedAt":"2026-11-26T08:30:00Z","edits":[],"__proto__":{}}' });
    expect(proto.status).toBe(400);
    expect((await readDraft()).body).toEqual({ draft });
  });
});
