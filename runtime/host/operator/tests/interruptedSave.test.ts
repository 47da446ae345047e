/**
 * A save interrupted at its worst moment — temp file written, not yet renamed — by a real SIGKILL of
 * a real process: the manifest is byte-identical, the host keeps serving it, the leftover temp file
 * is ignored, and the next save clears it. And a write that fails (a full disk) leaves no trace.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../tests/hostFixtures.ts';
import { removeLeftoverTempFiles, writeFileAtomic } from '../atomicWrite.ts';
import { startOperatorHost, type OperatorHost } from './operatorFixtures.ts';
import type { LooseJson } from '../../../../tests/support/looseJson.ts';

const child = fileURLToPath(new URL('./support/saveAndHang.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

let h: OperatorHost | undefined;
afterEach(() => {
  h?.close();
  h?.dirs.remove();
  h = undefined;
});

/** Runs saveAndHang.ts until it reports the temp file, then SIGKILLs it; resolves with the temp file's path. */
function saveAndKill(target: string, contentFile: string): Promise<{ temp: string; signal: NodeJS.Signals | null; tempContent: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', tsxLoader, child, target, contentFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let temp: string | undefined;
    let tempContent = '';
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`the child never paused: ${out} ${err}`));
    }, 20_000);
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      const paused = /^paused (.+)$/m.exec(out);
      if (paused && !temp) {
        temp = paused[1]!;
        tempContent = readFileSync(temp, 'utf8'); // written and synced before the kill
        proc.kill('SIGKILL');
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk));
    proc.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (temp) resolve({ temp, signal, tempContent });
      else reject(new Error(`the child exited before pausing: ${out} ${err}`));
    });
  });
}

describe('a save killed between writing and renaming', () => {
  it('leaves the manifest byte-identical and served; the temp file is ignored, and cleared by the next save', async () => {
    h = await startOperatorHost();
    const file = join(h.dirs.sitesDir, 'demo.json');
    const before = readFileSync(file);
    const servedBefore = await request(h, '/_site/manifest.json');
    const servedEtag = servedBefore.headers.get('etag');
    const servedBody = await servedBefore.text();

    const next = JSON.parse(before.toString()) as LooseJson;
    next.name = { zh: '半途而废' };
    const contentFile = join(h.dirs.root, 'next.json');
    writeFileSync(contentFile, JSON.stringify(next, null, 2));
    const { temp, signal, tempContent } = await saveAndKill(file, contentFile);

    expect(signal).toBe('SIGKILL');
    expect(tempContent).toContain('半途而废'); // the new version really was on disk, beside the manifest
    expect(temp.startsWith(`${file}.`) && temp.endsWith('.tmp')).toBe(true);
    expect(existsSync(temp)).toBe(true);
    expect(readFileSync(file).equals(before)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 100)); // let the watcher see the temp file
    const servedAfter = await request(h, '/_site/manifest.json');
    expect(servedAfter.headers.get('etag')).toBe(servedEtag);
    expect(await servedAfter.text()).toBe(servedBody);
    const cookie = await h.login();
    const listed = (await (await h.call('GET', 'sites', { cookie })).json()) as Array<{ id: string }>;
    expect(listed.map((s) => s.id)).toEqual(['demo', 'hill']);
    const current = (await (await h.call('GET', 'sites/demo/manifest', { cookie })).json()) as { authored: unknown; etag: string };
    expect(current.authored).toEqual(JSON.parse(before.toString()));

    const saved = await h.call('PUT', 'sites/demo/manifest', {
      cookie,
      body: { manifest: next, reason: 'after the crash' },
      headers: { 'If-Match': current.etag },
    });
    expect(saved.status).toBe(200);
    expect(existsSync(temp)).toBe(false);
    expect(readdirSync(h.dirs.sitesDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(((await (await request(h, '/_site/manifest.json')).json()) as { name: unknown }).name).toEqual({ zh: '半途而废' });
    expect(h.logs.some((line) => line.includes('removed 1 temp file(s)'))).toBe(true);
  }, 30_000);
});

describe('writeFileAtomic', () => {
  it('leaves the target untouched and no temp file when the write fails (a full disk)', async () => {
    h = await startOperatorHost();
    const file = join(h.dirs.sitesDir, 'demo.json');
    const before = readFileSync(file);
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    await expect(
      writeFileAtomic(file, 'half a manifest', {
        afterTempWritten: () => {
          throw full;
        },
      }),
    ).rejects.toThrow('ENOSPC');
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(h.dirs.sitesDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('creates a new file, replaces an existing one, and clears only its own leftovers', async () => {
    h = await startOperatorHost();
    const target = join(h.dirs.root, 'x.json');
    await writeFileAtomic(target, 'one');
    await writeFileAtomic(target, 'two');
    expect(readFileSync(target, 'utf8')).toBe('two');
    writeFileSync(`${target}.0123456789abcdef.tmp`, 'left');
    writeFileSync(join(h.dirs.root, 'xx.json.0123456789abcdef.tmp'), 'other');
    writeFileSync(`${target}.notatemp.tmp`, 'not ours');
    expect(await removeLeftoverTempFiles(target)).toEqual(['x.json.0123456789abcdef.tmp']);
    expect(existsSync(join(h.dirs.root, 'xx.json.0123456789abcdef.tmp'))).toBe(true);
    expect(existsSync(`${target}.notatemp.tmp`)).toBe(true);
  });
});
