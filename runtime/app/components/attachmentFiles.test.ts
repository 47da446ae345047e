import { describe, expect, it } from 'vitest';
import { attachmentBadge, attachmentHref, formatFileSize, previewKind } from './attachmentFiles.ts';

describe('attachment links', () => {
  it('follows same-origin paths and http(s) only', () => {
    expect(attachmentHref('/site/attach?file=all/2026/0123456789abcdef.pdf')).toBe('/site/attach?file=all/2026/0123456789abcdef.pdf');
    expect(attachmentHref('https://files.school.example/a.pdf')).toBe('https://files.school.example/a.pdf');
    for (const bad of ['javascript:alert(1)', '//evil.example/a.pdf', '/\\evil.example', 'data:text/html,x', 'a.pdf'])
      expect(attachmentHref(bad), bad).toBeUndefined();
  });

  it('previews same-origin PDFs and images in place; other files and other origins are not framed', () => {
    expect(previewKind({ name: 'a.pdf', url: '/site/attach?file=x', type: 'application/pdf' })).toBe('pdf');
    expect(previewKind({ name: 'scan.PNG', url: '/site/attach?file=x' })).toBe('image');
    expect(
      previewKind({ name: 'a.docx', url: '/site/attach?file=x', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    ).toBeUndefined();
    expect(previewKind({ name: 'a.pdf', url: 'https://files.school.example/a.pdf', type: 'application/pdf' })).toBeUndefined();
  });

  it('badges and sizes', () => {
    expect(attachmentBadge({ name: '模板.docx' })).toBe('DOCX');
    expect(attachmentBadge({ name: 'x', type: 'image/png' })).toBe('IMG');
    expect(attachmentBadge({ name: 'README' })).toBe('FILE');
    expect([formatFileSize(862), formatFileSize(1536), formatFileSize(5 * 1024 * 1024)]).toEqual(['862 B', '1.5 KB', '5.0 MB']);
  });
});
