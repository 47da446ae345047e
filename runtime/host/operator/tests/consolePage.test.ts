import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleContentSecurityPolicy } from '../../securityHeaders.ts';
import { makeHostDirs, request, startHost, type HostDirs } from '../../tests/hostFixtures.ts';

let dirs: HostDirs;
let host: ReturnType<typeof startHost>;
beforeEach(() => {
  dirs = makeHostDirs();
  host = startHost(dirs);
});
afterEach(() => {
  host.close();
  dirs.remove();
});

describe('the console page at /_operator', () => {
  it('says how to build it when dist/operator/index.html is missing', async () => {
    const response = await request(host, '/_operator', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The operator console is not built: run npm run build\n');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves dist/operator/index.html at /_operator and below, with the console’s own security policy, but not for the API', async () => {
    mkdirSync(join(dirs.distDir, 'operator'));
    writeFileSync(join(dirs.distDir, 'operator', 'index.html'), '<!doctype html><title>Operator console</title>');
    for (const path of ['/_operator', '/_operator/', '/_operator/sites/demo']) {
      const response = await request(host, path, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('Operator console');
      expect(response.headers.get('content-security-policy')).toBe(consoleContentSecurityPolicy);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const api = await request(host, '/_operator/api/nothing', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'console-off' });
  });
});
