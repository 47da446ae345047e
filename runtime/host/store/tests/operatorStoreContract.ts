/**
 * What every operator store promises (store/operatorStore.ts), as one suite run against each
 * implementation: the files of one host (filesOperatorStore.test.ts) and PostgreSQL
 * (postgresOperatorStore.test.ts). A store that passes here can stand behind the operator API.
 */
import { describe, expect, it } from 'vitest';
import { strongEtag } from '../../httpCaching.ts';
import { createLoginRateLimit } from '../../operator/loginRateLimit.ts';
import { sessionTtlMs } from '../../operator/operatorSessions.ts';
import { previewTtlMs } from '../../operator/previews.ts';
import type { OperatorStore, PublishRequest } from '../operatorStore.ts';

export interface ContractSubject {
  store: OperatorStore;
  /**
   * The store as another host sees it: a second store over the same database. The files store belongs
   * to one host, so there it is the same store.
   */
  otherHost: OperatorStore;
  /** Makes `text` the live manifest of `siteId`, as a school's file (or an import) would. */
  seed(siteId: string, text: string): Promise<void>;
  /** Moves the store's clock. */
  advance(ms: number): void;
}

const manifest = (title: string) => `${JSON.stringify({ id: 'demo', name: { zh: title } }, null, 2)}\n`;
const at = '2026-11-26T08:00:00.000Z';

export function describeOperatorStoreContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`operator store contract: ${name}`, () => {
    const publishOf = (expectedEtag: string, title: string, extra: Partial<PublishRequest> = {}): PublishRequest => ({
      siteId: 'demo',
      bytes: Buffer.from(manifest(title)),
      expectedEtag,
      operator: 'ops',
      reason: `title ${title}`,
      at,
      ...extra,
    });

    it('has no live manifest for a site it does not hold, and publishes nothing there', async () => {
      const { store } = await open();
      expect(await store.live('demo')).toBeUndefined();
      expect(await store.publish(publishOf('"none"', 'x'))).toEqual({ outcome: 'missing' });
    });

    it('keeps the manifest found before the first save as version 0, then counts up', async () => {
      const { store, seed } = await open();
      await seed('demo', manifest('示范大学'));
      const live = (await store.live('demo'))!;
      expect(live.etag).toBe(strongEtag(manifest('示范大学')));
      expect(live.bytes.toString('utf8')).toBe(manifest('示范大学'));

      const first = await store.publish(publishOf(live.etag, '第一版'));
      expect(first).toEqual({ outcome: 'published', etag: strongEtag(manifest('第一版')), version: 1 });
      expect((await store.live('demo'))!.bytes.toString('utf8')).toBe(manifest('第一版'));
      const second = await store.publish(publishOf(strongEtag(manifest('第一版')), '第二版'));
      expect(second).toMatchObject({ outcome: 'published', version: 2 });

      const history = await store.history('demo');
      expect(history.map((entry) => [entry.version, entry.author, entry.reason])).toEqual([
        [2, 'ops', 'title 第二版'],
        [1, 'ops', 'title 第一版'],
        [0, '-', 'initial'],
      ]);
      expect(history[0]).toMatchObject({ etag: strongEtag(manifest('第二版')), at });
      expect((await store.version('demo', 0))!.toString('utf8')).toBe(manifest('示范大学'));
      expect((await store.version('demo', 1))!.toString('utf8')).toBe(manifest('第一版'));
      expect(await store.version('demo', 9)).toBeUndefined();
      expect(await store.version('demo', -1)).toBeUndefined();

      const saves = (await store.audit.records()).filter((record) => record.event === 'save');
      expect(saves.map((record) => record.event === 'save' && [record.version, record.etag, record.previousEtag])).toEqual([
        [1, strongEtag(manifest('第一版')), live.etag],
        [2, strongEtag(manifest('第二版')), strongEtag(manifest('第一版'))],
      ]);
    });

    it('refuses a publish over an ETag that is no longer live, and writes nothing', async () => {
      const { store, seed } = await open();
      await seed('demo', manifest('示范大学'));
      const live = (await store.live('demo'))!;
      await store.publish(publishOf(live.etag, '甲'));
      expect(await store.publish(publishOf(live.etag, '乙'))).toEqual({ outcome: 'stale', etag: strongEtag(manifest('甲')) });
      expect((await store.live('demo'))!.bytes.toString('utf8')).toBe(manifest('甲'));
      expect((await store.history('demo')).map((entry) => entry.version)).toEqual([1, 0]);
      expect((await store.audit.records()).filter((record) => record.event === 'save')).toHaveLength(1);
    });

    it('lets exactly one of two simultaneous publishes of the same version win, also from another host', async () => {
      const { store, otherHost, seed } = await open();
      await seed('demo', manifest('示范大学'));
      const { etag } = (await store.live('demo'))!;
      const outcomes = await Promise.all([store.publish(publishOf(etag, '甲')), otherHost.publish(publishOf(etag, '乙'))]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['published', 'stale']);
      const winner = outcomes.find((o) => o.outcome === 'published')!;
      expect((await otherHost.live('demo'))!.etag).toBe('etag' in winner && winner.etag);
      expect((await store.history('demo')).map((entry) => entry.version)).toEqual([1, 0]);
    });

    it('records a manifest changed outside the console before replacing it, so a restore can reach it', async () => {
      const { store, seed } = await open();
      await seed('demo', manifest('示范大学'));
      await store.publish(publishOf((await store.live('demo'))!.etag, '甲'));
      await seed('demo', manifest('手改'));
      const published = await store.publish(publishOf(strongEtag(manifest('手改')), '乙', { restoredFrom: 0, reason: 'restore version 0' }));
      expect(published).toMatchObject({ outcome: 'published', version: 3 });
      const history = await store.history('demo');
      expect(history.map((entry) => [entry.version, entry.author, entry.reason, entry.restoredFrom])).toEqual([
        [3, 'ops', 'restore version 0', 0],
        [2, '-', 'changed outside the console', undefined],
        [1, 'ops', 'title 甲', undefined],
        [0, '-', 'initial', undefined],
      ]);
      expect((await store.version('demo', 2))!.toString('utf8')).toBe(manifest('手改'));
      expect((await store.audit.records()).filter((record) => record.event === 'restore')).toHaveLength(1);
    });

    it('appends audit events in order, and reads them back', async () => {
      const { store } = await open();
      await store.audit.append({ event: 'login', operator: 'ops', address: '10.0.0.1' });
      await store.audit.appendRequired({ event: 'logout', operator: 'ops', address: '10.0.0.1' });
      const records = await store.audit.records();
      expect(records.map((record) => record.event)).toEqual(['login', 'logout']);
      expect(Date.parse(records[0]!.at)).not.toBeNaN();
    });

    it('keeps a session until it expires or is deleted, seen by every host', async () => {
      const { store, otherHost, advance } = await open();
      const { token, session } = await store.sessions.create('ops');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await otherHost.sessions.get(token)).toEqual(session);
      // A token one character off. Not always "…A": the last character carries only 4 bits, so a token
      // ends in "A" once in 16 and the "forged" one was the real one (seen in CI).
      const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`;
      expect(await store.sessions.get(forged)).toBeUndefined();
      expect(await store.sessions.get('not a token')).toBeUndefined();
      expect(await store.sessions.get(undefined)).toBeUndefined();
      await otherHost.sessions.delete(token);
      expect(await store.sessions.get(token)).toBeUndefined();

      const later = await store.sessions.create('ops');
      advance(sessionTtlMs + 1);
      expect(await otherHost.sessions.get(later.token)).toBeUndefined();
    });

    it("keeps each operator's draft of each site, seen by every host, until it is deleted", async () => {
      const { store, otherHost } = await open();
      const draft = {
        etag: '"abc"',
        edits: [{ path: ['name', 'zh'], value: '示范大学（草稿）' }, { path: ['footer'] }, { path: ['apps', 'news'], value: { enabled: false } }],
        savedAt: '2026-11-26T08:30:00.000Z',
      };
      expect(await store.drafts.get('ops', 'demo')).toBeUndefined();
      await store.drafts.put('ops', 'demo', draft);
      expect(await otherHost.drafts.get('ops', 'demo')).toEqual(draft);
      // Another operator, another site: drafts of their own.
      expect(await otherHost.drafts.get('ops-li', 'demo')).toBeUndefined();
      expect(await otherHost.drafts.get('ops', 'lake-college')).toBeUndefined();
      await otherHost.drafts.put('ops-li', 'demo', { ...draft, edits: [] });
      // The newer write replaces the draft; a name that is no file name is still just a name.
      const newer = { ...draft, edits: draft.edits.slice(0, 1), savedAt: '2026-11-26T08:31:00.000Z' };
      await otherHost.drafts.put('ops', 'demo', newer);
      expect(await store.drafts.get('ops', 'demo')).toEqual(newer);
      await store.drafts.put('../../etc/passwd', 'demo', draft);
      expect(await otherHost.drafts.get('../../etc/passwd', 'demo')).toEqual(draft);

      await otherHost.drafts.delete('ops', 'demo');
      expect(await store.drafts.get('ops', 'demo')).toBeUndefined();
      expect(await store.drafts.get('ops-li', 'demo')).toEqual({ ...draft, edits: [] });
      await store.drafts.delete('ops', 'demo'); // deleting what is gone is no error
    });

    it('keeps a preview for 30 minutes, seen by every host', async () => {
      const { store, otherHost, advance } = await open();
      const preview = { manifest: { id: 'demo' } as never, user: { name: '王小明', auth: { news: { module: ['read'] } } } };
      const token = await store.previews.create(preview);
      expect(await otherHost.previews.get(token)).toEqual(preview);
      expect(await otherHost.previews.get('x'.repeat(43))).toBeUndefined();
      advance(previewTtlMs + 1);
      expect(await store.previews.get(token)).toBeUndefined();
    });

    it('counts failed logins over every host, a burst one by one, and takes back a success', async () => {
      const { store, otherHost, advance } = await open();
      let clock = Date.parse(at);
      const now = () => clock;
      const here = createLoginRateLimit(now, store.loginFailures);
      const there = createLoginRateLimit(now, otherHost.loginFailures);
      const attempt = { name: 'ops', address: '203.0.113.9' };
      // A burst of 12 over two hosts: the pair limit (5) admits exactly 5.
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? here : there).admit(attempt)));
      expect(answers.filter((answer) => answer === undefined)).toHaveLength(5);
      expect(answers.find((answer) => answer !== undefined)).toMatchObject({ by: 'address-account' });
      // The window passes: admitted again; a success takes its own count back and remembers the address.
      clock += 15 * 60 * 1000 + 1;
      advance(15 * 60 * 1000 + 1);
      expect(await here.admit(attempt)).toBeUndefined();
      await there.recordSuccess(attempt);
      for (let i = 0; i < 5; i += 1) expect(await there.admit(attempt)).toBeUndefined();
      expect(await here.admit(attempt)).toMatchObject({ by: 'address-account' });
      // Another address is not held back by this one's failures.
      expect(await there.admit({ name: 'ops', address: '198.51.100.7' })).toBeUndefined();
    });
  });
}
