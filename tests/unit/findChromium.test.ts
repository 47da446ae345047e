/**
 * CI cannot pass with the browser tests skipped: the e2e setup finds Debian's Chromium
 * on PATH as well as at its fixed paths, and with CI=true a missing one fails the run.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { chromiumPath, fullChromiumPath, requireChromium } from '../e2e/support/globalSetup.ts';

const bin = mkdtempSync(join(tmpdir(), 'find-chromium-'));
const onPath = join(bin, 'chromium');
writeFileSync(onPath, '#!/bin/sh\n');
chmodSync(onPath, 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

describe('finding Chromium for the browser tests', () => {
  it('finds chromium on PATH when it is not at a fixed path', () => {
    expect(chromiumPath({ PATH: `/nonexistent:${bin}` }, [])).toBe(onPath);
  });

  it('CHROMIUM_PATH wins over PATH', () => {
    const chosen = join(bin, 'chromium-browser');
    writeFileSync(chosen, '');
    expect(chromiumPath({ PATH: bin, CHROMIUM_PATH: chosen }, [])).toBe(chosen);
  });

  it("prefers Debian's chromium-headless-shell, a third of the full browser's CPU a page, wherever it is on PATH", () => {
    const other = mkdtempSync(join(tmpdir(), 'find-chromium-shell-'));
    const shell = join(other, 'chromium-headless-shell');
    writeFileSync(shell, '#!/bin/sh\n');
    chmodSync(shell, 0o755);
    expect(chromiumPath({ PATH: `${bin}:${other}` }, [])).toBe(shell);
    rmSync(other, { recursive: true, force: true });
  });

  it('the full browser, for its PDF viewer, is never the headless shell when chromium is there', () => {
    const other = mkdtempSync(join(tmpdir(), 'find-chromium-full-'));
    writeFileSync(join(other, 'chromium-headless-shell'), '');
    expect(fullChromiumPath({ PATH: `${other}:${bin}` })).toBe(onPath);
    rmSync(other, { recursive: true, force: true });
  });

  it('finds nothing when neither PATH nor the fixed paths have it', () => {
    expect(chromiumPath({ PATH: '/nonexistent' }, [join(bin, 'missing')])).toBeUndefined();
  });

  it('with CI=true a missing Chromium is an error, never a quiet skip; without CI it is a loud warning', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => requireChromium({ CI: 'true' }, () => undefined)).toThrow('Chromium is missing and CI=true: refusing to skip the end-to-end tests.');
    expect(requireChromium({}, () => undefined)).toBeUndefined();
    expect(log.mock.calls.at(-1)?.[0]).toContain('Chromium is missing: the end-to-end tests cannot run.');
    log.mockRestore();
  });
});
