import { describe, expect, it } from 'vitest';
import { safeLink } from '../pages/safeLink.ts';

describe('feed links', () => {
  it('keeps http and https links', () => {
    expect(safeLink('https://lib.demo.example/news/1')).toBe('https://lib.demo.example/news/1');
    expect(safeLink('http://jwc.demo.example/a.html')).toBe('http://jwc.demo.example/a.html');
  });
  it('drops script, data and relative links', () => {
    for (const link of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '/relative', '', undefined])
      expect(safeLink(link)).toBeUndefined();
  });
});
