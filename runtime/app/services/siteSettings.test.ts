/**
 * The school's copyright and favicon win (item 2; spec §7 site settings): the manifest's values
 * first, in the user's language; the backend's answer only where the manifest has none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { DEFAULT_FAVICON, faviconOf, footerCopyright } from './siteSettings.ts';

const backend = { copyright: '© 2026 示范大学 信息化建设与管理处', logo: '/uploads/site-logo.png' };

describe('§7 site settings: the manifest first, the backend where it has nothing', () => {
  it("a second school's footer shows its own copyright, not the backend's, in each language it words", () => {
    const hill = resolvedSite('hill-university').branding;
    expect(footerCopyright(hill, backend, 'zh')).toBe('© 2026 山岭大学 网络与信息中心');
    expect(footerCopyright(hill, backend, 'en')).toBe('© 2026 Hill University Network Centre');
    // tw is not worded by Hill: its zh text, still the school's own.
    expect(footerCopyright(hill, backend, 'tw')).toBe('© 2026 山岭大学 网络与信息中心');
  });

  it('demo in en and tw shows the English and Traditional Chinese copyright', () => {
    const demo = resolvedSite('demo').branding;
    expect(footerCopyright(demo, backend, 'en')).toBe('© 2026 Demo University IT Services');
    expect(footerCopyright(demo, backend, 'tw')).toBe('© 2026 示範大學 資訊化建設與管理處');
  });

  it("a manifest without a copyright shows the backend's, and none when neither has one", () => {
    const { copyright: _none, ...branding } = resolvedSite('demo').branding;
    expect(footerCopyright(branding, backend, 'en')).toBe(backend.copyright);
    expect(footerCopyright(branding, {}, 'en')).toBeUndefined();
    expect(footerCopyright(branding, undefined, 'en')).toBeUndefined();
  });

  it("the favicon: the manifest's when it chose one, else the backend's logo, else the default", () => {
    const branding = resolvedSite('demo').branding;
    expect(branding.favicon).toBe(DEFAULT_FAVICON);
    expect(faviconOf(branding, backend)).toBe('/uploads/site-logo.png');
    expect(faviconOf(branding, {})).toBe(DEFAULT_FAVICON);
    expect(faviconOf({ ...branding, favicon: '/site-assets/pine.ico' }, backend)).toBe('/site-assets/pine.ico');
  });

  it("DEFAULT_FAVICON is the schema's default", () => {
    const schema = JSON.parse(readFileSync('schemas/site.schema.json', 'utf8')) as { $defs: { Branding: { properties: { favicon: { default: string } } } } };
    expect(schema.$defs.Branding.properties.favicon.default).toBe(DEFAULT_FAVICON);
  });
});
