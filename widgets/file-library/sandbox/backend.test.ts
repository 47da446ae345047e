/**
 * Document libraries: file-library.list needs a login, lists one library page by page, searches titles
 * and file names, filters by category; its files are real documents; the answers meet the contract.
 */
import { describe, expect, it } from 'vitest';
import { QUERY_PARAM_MESSAGES } from '../../../sandbox/kit.ts';
import { callAs, clockedSandbox, expectContract, keyedCaller } from '../../../sandbox/testing.ts';
import type { FileLibraryListQuery } from '../generated/types.ts';
import { FILE_LIBRARIES, SEED_LIBRARY_FILES } from './seed.ts';

const env = clockedSandbox();

async function list(query: FileLibraryListQuery, language?: 'en' | 'tw') {
  return (await callAs(env.sandbox.app, 'student', language)).get('file-library.list', query);
}
const seeded = (library: string) => SEED_LIBRARY_FILES.filter((f) => f.library === library);
// Off the contract on purpose: a query without its library, as a hand-made request may send.
const withoutLibrary = {} as FileLibraryListQuery;

describe('file-library.list', () => {
  it('needs a login (e = 10013)', async () => {
    expect((await keyedCaller(env.sandbox.app).get('file-library.list', { library: 'common' })).e).toBe(10013);
  });

  it.each(FILE_LIBRARIES)('lists the %s library, newest first, page by page', async (library) => {
    const first = await list({ library });
    expect(first.e).toBe(0);
    expectContract('file-library.list', first.d);
    expect(first.d.total).toBe(seeded(library).length);
    expect(first.d.list).toHaveLength(Math.min(10, seeded(library).length));
    const dates = first.d.list.map((f) => f.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await list({ library, page: 2 });
    expectContract('file-library.list', second.d);
    expect(second.d.list).toHaveLength(seeded(library).length - 10);
    expect(new Set([...first.d.list, ...second.d.list].map((f) => f.id)).size).toBe(seeded(library).length);
  });

  it('keeps the libraries apart', async () => {
    const common = await list({ library: 'common', size: 50 });
    expect(common.d.list.map((f) => f.title).sort()).toEqual(
      seeded('common')
        .map((f) => f.title)
        .sort(),
    );
  });

  it('searches titles and file names, and filters by category', async () => {
    const found = await list({ library: 'common', q: '校历' });
    expect(found.d.list.map((f) => f.title)).toEqual(['2025-2026 学年校历']);
    const byName = await list({ library: 'common', q: '.xlsx' });
    expect(byName.d.list.length).toBeGreaterThan(0);
    for (const file of byName.d.list) expect(file.file.name).toMatch(/\.xlsx$/);
    const finance = await list({ library: 'download', category: 'finance' });
    expectContract('file-library.list', finance.d);
    expect(finance.d.list.every((f) => f.category === 'finance')).toBe(true);
    expect(finance.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(seeded('download').length);
  });

  it('serves each listed file with the type its bytes are', async () => {
    const body = await list({ library: 'common', size: 50 });
    for (const { file } of body.d.list) {
      const response = await env.sandbox.app.fetch(new Request(`http://sandbox${file.url}`));
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-type'), file.name).toBe(file.type);
      expect(bytes.byteLength).toBe(file.size);
      expect(bytes.subarray(0, 4).toString('latin1'), file.name).toBe(file.name.endsWith('.pdf') ? '%PDF' : 'PK\x03\x04');
    }
  });

  it('refuses a missing or unknown library and an unknown category (e = 400)', async () => {
    const student = await callAs(env.sandbox.app, 'student');
    for (const query of [{}, { library: 'secret' }, { library: 'common', category: 'nope' }, { library: 'common', page: 'x' }])
      expect((await student.fetch('file-library.list', { query }).then((r) => r.json() as Promise<{ e: number }>)).e, JSON.stringify(query)).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await list(withoutLibrary, language)).toEqual({ e: 400, m: QUERY_PARAM_MESSAGES.missing('library')[language], d: null });
      expect((await list({ library: 'secret' }, language)).m).toBe(QUERY_PARAM_MESSAGES.notAllowed('library', FILE_LIBRARIES, 'secret')[language]);
    }
    expect((await list(withoutLibrary, 'en')).m).toBe('Parameter library is missing');
    // Off the contract on purpose: a page number that is no number.
    expect((await list({ library: 'common', page: 'x' as unknown as number }, 'tw')).m).toBe('參數 page 無效：應為整數，收到「x」');
  });
});
