/**
 * every published change is audited, even across a crash. In 3 of 15 rounds of kill -9
 * between the manifest write and the history write, a change went live with no history entry and no audit
 * line. A save now writes its history entry (pending) and its audit line first, then the manifest; the
 * next start settles what a killed save left (publishManifest.ts). Each round here is a real process
 * killed with SIGKILL exactly at one step (it waits there to be killed: no timing), then a restart over
 * the same folders, then the invariant: the live manifest has its history entry and, when a save made
 * it, its audit line; no temp file is left; an entry whose manifest was never written is marked.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { strongEtag } from '../../httpCaching.ts';
import { makeHostDirs, minimalManifest, type HostDirs } from '../../tests/hostFixtures.ts';
import type { HistoryEntry } from '../manifestHistory.ts';
import type { SaveStep } from '../publishManifest.ts';
import { password, passwordHash } from './operatorFixtures.ts';
import { operatorApiOver, type OperatorApiOver } from './support/operatorApiOver.ts';

const child = fileURLToPath(new URL('./support/saveAndDie.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

let dirs: HostDirs | undefined;
let api: OperatorApiOver | undefined;
afterEach(() => {
  api?.close();
  dirs?.remove();
  api = dirs = undefined;
});

function setUp() {
  dirs = makeHostDirs();
  dirs.writeSite('demo', minimalManifest('demo'));
  dirs.writeSite('hill', { id: 'hill', extends: 'demo', name: { zh: '山岭大学' } });
  const dataDir = join(dirs.root, 'operator-data');
  mkdirSync(dataDir);
  const draft = minimalManifest('demo', { name: { zh: '半途而废' } });
  const draftFile = join(dirs.root, 'draft.json');
  writeFileSync(draftFile, JSON.stringify(draft));
  return { sitesDir: dirs.sitesDir, dataDir, draftFile, demoFile: join(dirs.sitesDir, 'demo.json') };
}

/** Runs saveAndDie.ts until it pauses at `step`, then SIGKILLs it; resolves once it is gone. */
async function saveAndKillAt(step: SaveStep, folders: ReturnType<typeof setUp>): Promise<void> {
  const hash = await passwordHash();
  await new Promise<void>((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', tsxLoader, child, folders.sitesDir, folders.dataDir, step, folders.draftFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, OPERATOR_PASSWORD: password, OPERATOR_PASSWORD_HASH: hash },
    });
    let out = '';
    let err = '';
    let paused = false;
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      if (!paused && out.includes(`paused ${step}\n`)) {
        paused = true;
        proc.kill('SIGKILL');
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk));
    proc.on('exit', (_code, signal) => (paused && signal === 'SIGKILL' ? resolve() : reject(new Error(`the child never paused at ${step}: ${out} ${err}`))));
  });
}

/** Every `*.tmp` under `folder`, at any depth. */
const tempFilesUnder = (folder: string): string[] => readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.tmp'));
/** The audit log's lines about changes (logins left out). */
const auditOf = (dataDir: string) =>
  readFileSync(join(dataDir, 'audit.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => !['login', 'login-failed', 'logout'].includes(line.event as string));
const storedEntries = (dataDir: string) =>
  (JSON.parse(readFileSync(join(dataDir, 'history', 'demo', 'index.json'), 'utf8')) as { versions: Array<HistoryEntry & { state?: string }> }).versions;

/** The invariant after any crash: the live manifest is a recorded version, and one a save made has its audit line. */
async function expectLiveVersionRecorded(restarted: OperatorApiOver, folders: ReturnType<typeof setUp>, initialEtag: string) {
  const liveEtag = strongEtag(readFileSync(folders.demoFile));
  const history = (await (await restarted.call('GET', 'sites/demo/history')).json()) as HistoryEntry[];
  expect(history.map((entry) => entry.etag)).toContain(liveEtag);
  if (liveEtag !== initialEtag) {
    const version = history.find((entry) => entry.etag === liveEtag)!.version;
    expect(auditOf(folders.dataDir).filter((line) => line.event === 'save' && line.etag === liveEtag && line.version === version)).toHaveLength(1);
  }
  expect(tempFilesUnder(folders.sitesDir)).toEqual([]);
  expect(tempFilesUnder(folders.dataDir)).toEqual([]);
  return liveEtag;
}

describe('a save killed (SIGKILL) between two of its writes', () => {
  const rounds: Array<{ step: SaveStep; live: 'old' | 'new'; audit: string[] }> = [
    { step: 'history-written', live: 'old', audit: ['save-abandoned'] },
    { step: 'audit-written', live: 'old', audit: ['save', 'save-abandoned'] },
    { step: 'manifest-temp-written', live: 'old', audit: ['save', 'save-abandoned'] },
    { step: 'manifest-written', live: 'new', audit: ['save'] },
  ];

  it.each(rounds)(
    'killed after $step: after a restart the $live manifest is live and on record, and no temp file is left',
    async ({ step, live, audit }) => {
      const folders = setUp();
      const initial = readFileSync(folders.demoFile);
      await saveAndKillAt(step, folders);
      if (step === 'manifest-temp-written') expect(tempFilesUnder(folders.sitesDir)).toHaveLength(1); // the crash did leave one

      api = operatorApiOver({ sitesDir: folders.sitesDir, dataDir: folders.dataDir, passwordHash: await passwordHash() });
      await api.login(password);
      await expectLiveVersionRecorded(api, folders, strongEtag(initial));
      const liveName = (JSON.parse(readFileSync(folders.demoFile, 'utf8')) as { name: { zh: string } }).name.zh;
      expect(liveName).toBe(live === 'new' ? '半途而废' : '测试大学');
      if (live === 'old') expect(readFileSync(folders.demoFile).equals(initial)).toBe(true);

      // Version 1 is the killed save: published when its manifest was written, else kept as abandoned, never listed.
      const stored = storedEntries(folders.dataDir);
      expect(stored.map((entry) => [entry.version, entry.state])).toEqual([
        [0, undefined],
        [1, live === 'new' ? undefined : 'abandoned'],
      ]);
      expect(auditOf(folders.dataDir).map((line) => [line.event, line.version, line.etag])).toEqual(audit.map((event) => [event, 1, stored[1]!.etag]));
      if (live === 'old') expect(auditOf(folders.dataDir).at(-1)).toMatchObject({ event: 'save-abandoned', why: 'interrupted' });

      // The console goes on from there, and a version number is never given twice.
      const etag = ((await (await api.call('GET', 'sites/demo/manifest')).json()) as { etag: string }).etag;
      const next = await api.call('PUT', 'sites/demo/manifest', {
        body: { manifest: minimalManifest('demo', { name: { zh: '重新来过' } }), reason: 'after the crash' },
        headers: { 'If-Match': etag },
      });
      expect(next.status).toBe(200);
      expect(await next.json()).toMatchObject({ version: 2 });
      await expectLiveVersionRecorded(api, folders, strongEtag(initial));
    },
    60_000,
  );
});

describe('a save whose write fails', () => {
  it('a manifest write that fails (a full disk): 500, the old manifest stays, the version is abandoned and the audit log says so', async () => {
    const folders = setUp();
    const initial = readFileSync(folders.demoFile);
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    api = operatorApiOver({
      ...folders,
      passwordHash: await passwordHash(),
      onSaveStep: (step) => {
        if (step === 'manifest-temp-written') throw full;
      },
    });
    await api.login(password);
    const saved = await api.call('PUT', 'sites/demo/manifest', {
      body: { manifest: JSON.parse(readFileSync(folders.draftFile, 'utf8')) as unknown, reason: 'disk full' },
      headers: { 'If-Match': strongEtag(initial) },
    });
    expect(saved.status).toBe(500);
    expect(await saved.json()).toMatchObject({ error: 'save-failed' });
    expect(readFileSync(folders.demoFile).equals(initial)).toBe(true);
    await expectLiveVersionRecorded(api, folders, strongEtag(initial));
    expect(storedEntries(folders.dataDir).map((entry) => entry.state)).toEqual([undefined, 'abandoned']);
    expect(auditOf(folders.dataDir).map((line) => [line.event, line.version, line.why])).toEqual([
      ['save', 1, undefined],
      ['save-abandoned', 1, 'write-failed'],
    ]);
  });

  it('an audit line that cannot be written: 500 and nothing published', async () => {
    const folders = setUp();
    const initial = readFileSync(folders.demoFile);
    mkdirSync(join(folders.dataDir, 'audit.log')); // a folder where the log should be: every append fails
    api = operatorApiOver({ ...folders, passwordHash: await passwordHash() });
    await api.login(password);
    const saved = await api.call('PUT', 'sites/demo/manifest', {
      body: { manifest: JSON.parse(readFileSync(folders.draftFile, 'utf8')) as unknown, reason: 'no audit' },
      headers: { 'If-Match': strongEtag(initial) },
    });
    expect(saved.status).toBe(500);
    expect(readFileSync(folders.demoFile).equals(initial)).toBe(true);
    expect(storedEntries(folders.dataDir).map((entry) => entry.state)).toEqual([undefined, 'abandoned']);
    expect(((await (await api.call('GET', 'sites/demo/history')).json()) as HistoryEntry[]).map((entry) => entry.version)).toEqual([0]);
  });

  it('clears temp files an earlier run left in the sites folder and the history at start, and only those', async () => {
    const folders = setUp();
    const leftovers = [
      join(folders.sitesDir, 'demo.json.0123456789abcdef.tmp'),
      join(folders.dataDir, 'history', 'demo', 'index.json.0123456789abcdef.tmp'),
      join(folders.dataDir, 'history', 'demo', '3.json.fedcba9876543210.tmp'),
    ];
    mkdirSync(join(folders.dataDir, 'history', 'demo'), { recursive: true });
    for (const file of leftovers) writeFileSync(file, 'half');
    writeFileSync(join(folders.sitesDir, 'notes.0123456789abcdef.tmp'), 'the school’s own');
    api = operatorApiOver({ ...folders, passwordHash: await passwordHash() });
    await api.login(password);
    expect((await api.call('GET', 'sites/demo/history')).status).toBe(200); // answered once the start-up check is done
    expect(tempFilesUnder(folders.dataDir)).toEqual([]);
    expect(tempFilesUnder(folders.sitesDir)).toEqual(['notes.0123456789abcdef.tmp']);
    expect(api.logs.filter((line) => line.includes('temp file(s) an interrupted save left'))).toHaveLength(2);
  });
});
