/**
 * The sandbox answers every API key a widget or the runtime declares, at the declared method and path
 * (docs/architecture.md, "Sandbox": same keys as the school backend). A key without a route would reach the sandbox's
 * "接口不存在" (no such API) answer; a wrong method too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';
import { createSandbox } from '../sandboxApp.ts';

const sandbox = createSandbox({ dbFile: ':memory:' });
afterAll(() => sandbox.close());

const declared = [...apiDeclarations()].map(([key, declaration]) => ({ key, ...declaration }));

describe('every declared API key has a sandbox route', () => {
  it.each(declared)('$key: $method $path ($owner)', async ({ method, path }) => {
    const response = await sandbox.app.fetch(
      new Request(`http://sandbox/api${path}`, {
        method,
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        ...(method === 'POST' ? { body: new URLSearchParams() } : {}),
      }),
    );
    const body = (await response.json()) as { m: string };
    expect(body.m).not.toBe('接口不存在');
  });
});
