/**
 * What every site source promises (store/siteSource.ts), run against the `sites/` folder
 * (filesSiteSource.test.ts) and the database (postgresSiteSource.test.ts): reads, ids, a signature that
 * moves with every change, a change event, and site assets served with the sandboxing policy, never from
 * outside the site's own files.
 */
import { describe, expect, it } from 'vitest';
import type { SiteSource } from '../siteSource.ts';

export interface SourceSubject {
  source: SiteSource;
  /** Writes a manifest as an operator or an import would (for the database: with its notification). */
  write(siteId: string, text: string): Promise<void>;
  /** Gives a site an asset. */
  writeAsset(siteId: string, path: string, bytes: Buffer): Promise<void>;
}

const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><title>湖滨学院</title></svg>');
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost/site-assets${path}`, { headers });

export function describeSiteSourceContract(name: string, open: () => Promise<SourceSubject>): void {
  describe(`site source contract: ${name}`, () => {
    it('reads what was written, lists the ids, and moves the signature on each change', async () => {
      const { source, write } = await open();
      expect(source.read('lake-college')).toBeUndefined();
      expect(source.signature('lake-college')).toBe('absent');
      await write('lake-college', '{"id":"lake-college"}\n');
      await write('demo', '{"id":"demo"}\n');
      await expect.poll(() => source.ids()).toEqual(['demo', 'lake-college']);
      const before = source.signature('lake-college');
      await write('lake-college', '{"id":"lake-college","name":{"zh":"湖滨学院"}}\n');
      await expect.poll(() => source.read('lake-college')).toBe('{"id":"lake-college","name":{"zh":"湖滨学院"}}\n');
      expect(source.signature('lake-college')).not.toBe(before);
      expect(source.read('../etc/passwd')).toBeUndefined();
    });

    it('tells its listeners which site changed', async () => {
      const { source, write } = await open();
      const heard: Array<string[] | 'all'> = [];
      const stop = source.onChange((ids) => heard.push(ids));
      await write('lake-college', '{"id":"lake-college"}\n');
      await expect.poll(() => heard.some((ids) => ids === 'all' || ids.includes('lake-college'))).toBe(true);
      stop();
    });

    it("serves a site's own assets, sandboxed and revalidated, and nothing outside them", async () => {
      const { source, write, writeAsset } = await open();
      await write('lake-college', '{"id":"lake-college"}\n');
      await writeAsset('lake-college', 'brand/logo.svg', logo);
      const answer = (await source.serveAsset('lake-college', '/brand/logo.svg', get('/brand/logo.svg'))) as Response;
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(logo)).toBe(true);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(answer.headers.get('content-security-policy')).toContain('sandbox');
      const etag = answer.headers.get('etag')!;
      const again = (await source.serveAsset('lake-college', '/brand/logo.svg', get('/brand/logo.svg', { 'If-None-Match': etag }))) as Response;
      expect(again.status).toBe(304);

      expect(await source.serveAsset('demo', '/brand/logo.svg', get('/brand/logo.svg'))).toBeUndefined();
      expect(await source.serveAsset('lake-college', '/brand/missing.svg', get('/brand/missing.svg'))).toBeUndefined();
      for (const hostile of ['/../demo.json', '/%2e%2e/demo.json', '/brand/..%2flogo.svg', '/.env', '/brand\\logo.svg'])
        expect(await source.serveAsset('lake-college', hostile, get('/x'))).toBe('refused');
    });
  });
}
