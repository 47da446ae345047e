/**
 * Study materials: the seed (with real attachment files), material.list (paging, search, category),
 * material.detail (attachments served by /site/attach), 404 and 400, and the contracts.
 */
import { describe, expect, it } from 'vitest';
import type { MaterialListQuery } from '../generated/types.ts';
import { expectContract, keyedCaller, sandboxForFile, visitorCaller, expectEveryCategorySeeded } from '../../../sandbox/testing.ts';
import { MATERIAL_CATEGORIES, SEED_MATERIALS } from './seed.ts';
import { MATERIAL_MESSAGES } from './routes.ts';

const env = sandboxForFile();

const list = (query: MaterialListQuery = {}) => keyedCaller(env.sandbox.app).get('material.list', query);
const detail = (id: number, language?: 'en' | 'tw') => visitorCaller(env.sandbox.app, language).get('material.detail', { id });
const idOf = (title: string) => SEED_MATERIALS.findIndex((m) => m.title === title) + 1;

describe('seed', () => {
  it('seeds a dozen+ materials in every category, and every attachment as a stored file', () => {
    expect(SEED_MATERIALS.length).toBeGreaterThanOrEqual(12);
    expectEveryCategorySeeded(SEED_MATERIALS, MATERIAL_CATEGORIES);
    const attachments = SEED_MATERIALS.reduce((sum, m) => sum + m.attachments.length, 0);
    expect(env.sandbox.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM material_attachments a JOIN files f ON f.key = a.file_key').get()?.n).toBe(
      attachments,
    );
  });
});

describe('material.list', () => {
  it('answers the first page, newest first, with every category and its count', async () => {
    const body = await list();
    expect(body.e).toBe(0);
    expectContract('material.list', body.d);
    expect(body.d).toMatchObject({ page: 1, size: 10, total: SEED_MATERIALS.length });
    expect(body.d.list).toHaveLength(10);
    const dates = body.d.list.map((m) => m.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_MATERIALS.length);
  });

  it('pages: the last page holds the rest', async () => {
    const body = await list({ page: 2, size: 10 });
    expectContract('material.list', body.d);
    expect(body.d.list).toHaveLength(SEED_MATERIALS.length - 10);
  });

  it('searches titles and summaries, and filters by category keeping all counts', async () => {
    const found = await list({ q: '毕业论文' });
    expect(found.d.list.length).toBeGreaterThanOrEqual(2);
    for (const item of found.d.list) expect(`${item.title}${item.summary}`).toContain('毕业论文');
    const forms = await list({ category: 'forms' });
    expect(forms.d.list.every((m) => m.category === 'forms')).toBe(true);
    expect(forms.d.total).toBe(SEED_MATERIALS.filter((m) => m.category === 'forms').length);
    expect(forms.d.categories.reduce((sum, c) => sum + c.count, 0)).toBe(SEED_MATERIALS.length);
    expect((await list({ q: '%' })).d.total).toBe(0);
  });

  it('refuses an unknown category, a bad page or size and an overlong search (e = 400)', async () => {
    for (const query of [{ category: 'nope' }, { page: 0 }, { size: 500 }, { q: 'x'.repeat(41) }])
      expect((await list(query)).e, JSON.stringify(query)).toBe(400);
  });
});

describe('material.detail', () => {
  it.each(SEED_MATERIALS.map((_, index) => index + 1))('id %i validates against the contract', async (id) => {
    const body = await detail(id);
    expect(body.e).toBe(0);
    expectContract('material.detail', body.d);
  });

  it('answers the material with its attachments, each a real file at /site/attach', async () => {
    const body = await detail(idOf('本科毕业论文（设计）撰写规范'));
    expect(body.d).toMatchObject({ title: '本科毕业论文（设计）撰写规范', category: 'thesis', categoryName: '毕业论文', publisher: '教务处' });
    expect(body.d.attachments.map((a) => a.name)).toEqual(['本科毕业论文（设计）撰写规范.pdf', '毕业论文模板.docx', '开题报告表.docx']);
    const [pdf, docx] = body.d.attachments;
    const pdfResponse = await env.sandbox.app.fetch(new Request(`http://sandbox${pdf!.url}`));
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdfResponse.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.byteLength).toBe(pdf!.size);
    const docxResponse = await env.sandbox.app.fetch(new Request(`http://sandbox${docx!.url}`));
    expect(docxResponse.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('counts a view', async () => {
    const id = idOf('线性代数期末复习提纲');
    const first = (await detail(id)).d.views!;
    expect((await detail(id)).d.views).toBe(first + 1);
  });

  it('an unknown id answers e = 404 with a zh message; a malformed one e = 400', async () => {
    const body = await detail(4242);
    expect(body).toEqual({ e: 404, m: '该资料不存在或已下架', d: null });
    // Off the contract on purpose: an id that is no number.
    expect((await detail('abc' as unknown as number)).e).toBe(400);
  });
});

describe('refusals in the reader’s language', () => {
  it('tells a refusal in en and tw by the portal-lang cookie', async () => {
    for (const language of ['en', 'tw'] as const) {
      expect(await detail(4242, language)).toEqual({ e: 404, m: MATERIAL_MESSAGES.notFound[language], d: null });
    }
    expect((await detail(4242, 'en')).m).toBe('This material does not exist or has been taken down');
    expect((await detail(4242, 'tw')).m).toBe('該資料不存在或已下架');
  });
});
