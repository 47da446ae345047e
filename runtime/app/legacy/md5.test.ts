import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5.ts';

describe('legacy md5 (access-log signature, spec §7)', () => {
  it.each([
    '',
    'a',
    'abc',
    'message digest',
    'The quick brown fox jumps over the lazy dog',
    'news1763000000https://portal.school.example/news/index?id=3',
    '新闻资讯'.repeat(40),
  ])('matches node:crypto for %j', (text) => {
    expect(md5Hex(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
  });
});
