import { describe, expect, it } from 'vitest';
import { jsonDepth, readJsonBody } from '../requestBody.ts';

const body = (text: string, headers: Record<string, string> = {}) => new Request('http://localhost/', { method: 'POST', body: text, headers });

describe('jsonDepth', () => {
  it('counts nesting by one loop, skipping brackets inside strings and escaped quotes', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[\\"{{{{"}')).toBe(1);
    expect(jsonDepth('['.repeat(100_000) + ']'.repeat(100_000))).toBe(100_000);
  });
});

describe('readJsonBody', () => {
  it('parses a body within the limits and returns its duplicate keys', async () => {
    const read = await readJsonBody(body('{"manifest":{"a":1,"a":2}}'));
    expect(read).toMatchObject({ ok: true, value: { manifest: { a: 2 } }, duplicateKeys: [{ code: 'duplicate-key', path: '/manifest/a' }] });
  });

  it.each([
    ['a body over the cap', 'x'.repeat(300 * 1024), 413, 'too-large'],
    ['a body deeper than 32 levels', `{"m":${'['.repeat(33)}${']'.repeat(33)}}`, 400, 'too-deep'],
    ['a __proto__ key', '{"manifest":{"__proto__":{"polluted":true}}}', 400, 'forbidden-key'],
    ['broken JSON', '{"manifest":', 400, 'bad-json'],
  ])('refuses %s', async (_kind, text, status, error) => {
    expect(await readJsonBody(body(text))).toMatchObject({ ok: false, status, error });
  });

  it('refuses a body whose declared length is over the cap without reading it', async () => {
    expect(await readJsonBody(body('{}', { 'Content-Length': String(10 * 1024 * 1024) }))).toMatchObject({ ok: false, status: 413 });
  });

  it('refuses bytes that are not UTF-8', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    expect(await readJsonBody(request)).toMatchObject({ ok: false, status: 400, error: 'bad-json' });
  });
});
