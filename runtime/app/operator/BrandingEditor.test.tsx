// @vitest-environment jsdom
/** the branding tab edits every field the schema's `branding` has, texts per language. */
import '../testing/findCeiling.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import siteSchema from '../../../schemas/site.schema.json';
import { fieldId } from './FieldProblems.tsx';
import { renderConsole } from './testing/renderConsole.tsx';
import { publishDraft } from './testing/publishDraft.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
});

type Node = { $ref?: string; properties?: Record<string, Node> };
/** Every editable leaf of `branding`, read from the schema here, apart from the console's own reading of it. */
function brandingLeaves(): string[][] {
  const defs = (siteSchema as unknown as { $defs: Record<string, Node> }).$defs;
  const leaves = (node: Node, path: string[]): string[][] => {
    if (node.$ref === '#/$defs/LocalizedText') return ['zh', 'en', 'tw'].map((language) => [...path, language]);
    const resolved = node.$ref ? defs[node.$ref.replace('#/$defs/', '')]! : node;
    if (resolved.properties) return Object.entries(resolved.properties).flatMap(([key, child]) => leaves(child, [...path, key]));
    return [path];
  };
  return leaves(defs.Branding!, ['branding']);
}

async function openBranding(siteId: string, language: 'zh' | 'en' | 'tw' = 'zh') {
  const rendered = await renderConsole({ signedInAs: 'ops-li', url: `/_operator/?site=${siteId}`, language });
  await screen.findByTestId('draft-bar');
  fireEvent.click(screen.getByRole('tab', { name: { zh: '品牌', en: 'Branding', tw: '品牌' }[language] }));
  return rendered;
}
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const changeCount = () => screen.getByTestId('change-count').textContent;
const summary = () =>
  within(screen.getByTestId('draft-summary'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
async function publish(reason: string) {
  await publishDraft(reason);
  await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('已发布'));
}

describe('branding tab', () => {
  it('has a control for every field of the schema’s branding, one per language for a text', async () => {
    await openBranding('demo');
    const leaves = brandingLeaves();
    expect(leaves).toEqual(
      expect.arrayContaining([
        ['branding', 'title', 'tw'],
        ['branding', 'favicon'],
        ['branding', 'copyright', 'en'],
        ['branding', 'colors', 'surface'],
      ]),
    );
    for (const path of leaves) expect(document.getElementById(fieldId(path)), path.join('/')).toBeInstanceOf(HTMLInputElement);
    // Labelled in the reader's language.
    for (const label of ['门户标题（繁体中文）', '标志图片地址', '浏览器标签图标地址', '版权信息（英文）', '主色', '卡片底色', '正文文字颜色'])
      expect(input(label)).toBeTruthy();
    expect(screen.getByRole('group', { name: '配色' })).toBeTruthy();
  });

  it('labels the fields in English and Traditional Chinese too', async () => {
    await openBranding('demo', 'en');
    for (const label of ['Portal title (Traditional Chinese)', 'Favicon URL', 'Copyright (Simplified Chinese)', 'Card colour', 'Body text colour'])
      expect(input(label)).toBeTruthy();
    cleanup();
    await openBranding('demo', 'tw');
    for (const label of ['入口標題（英文）', '瀏覽器分頁圖示位址', '版權資訊（繁體中文）', '卡片底色', '內文文字顏色']) expect(input(label)).toBeTruthy();
  });

  it('edits one language of a text at a time: only that language is written', async () => {
    const { host } = await openBranding('hill-university');
    // hill-university writes its copyright in zh and en; the tw shown is demo's, inherited.
    expect(input('版权信息（繁体中文）').value).toBe('© 2026 示範大學 資訊化建設與管理處');
    fireEvent.change(input('版权信息（繁体中文）'), { target: { value: '© 2026 山嶺大學 網路與資訊中心' } });
    expect(summary()).toEqual(['/branding/copyright/tw']);
    expect(within(screen.getByTestId('branding-preview')).queryByText('© 2026 山岭大学 网络与信息中心')).toBeTruthy(); // the zh reader's footer
    await publish('补充繁体版权信息');
    expect(host.published('hill-university').branding!.copyright).toEqual({
      zh: '© 2026 山岭大学 网络与信息中心',
      en: '© 2026 Hill University Network Centre',
      tw: '© 2026 山嶺大學 網路與資訊中心',
    });
  });

  it('adds a text the file does not have (the short title) per language, shows it on the phone header, and takes it out when emptied', async () => {
    const { host } = await openBranding('hill-university');
    fireEvent.change(input('门户简称（简体中文）'), { target: { value: '山岭大学' } });
    expect(summary()).toEqual(['/branding/shortTitle']);
    expect(within(screen.getByTestId('branding-preview')).getByText('山岭大学')).toBeTruthy();
    fireEvent.change(input('门户简称（简体中文）'), { target: { value: '' } });
    expect(changeCount()).toBe('没有未发布的修改');
    fireEvent.change(input('门户简称（简体中文）'), { target: { value: '山岭大学' } });
    fireEvent.change(input('门户简称（英文）'), { target: { value: 'Hill U' } });
    await publish('手机页眉用简称');
    expect(host.published('hill-university').branding!.shortTitle).toEqual({ zh: '山岭大学', en: 'Hill U' });
  });

  it('edits the favicon and every colour, and the preview follows', async () => {
    const { host } = await openBranding('demo');
    const preview = screen.getByTestId('branding-preview');
    expect(input('浏览器标签图标地址').value).toBe('/static/favicon.svg'); // the schema's default
    fireEvent.change(input('浏览器标签图标地址'), { target: { value: '/static/favicon-demo.svg' } });
    expect(within(screen.getByTestId('branding-preview-tab')).getByRole('presentation').getAttribute('src')).toBe('/static/favicon-demo.svg');
    fireEvent.change(input('卡片底色'), { target: { value: '#fafafa' } });
    fireEvent.change(input('正文文字颜色'), { target: { value: '#222222' } });
    expect(preview.style.getPropertyValue('--portal-surface')).toBe('#fafafa');
    expect(preview.style.getPropertyValue('--portal-text')).toBe('#222222');
    expect(summary()).toEqual(['/branding/favicon', '/branding/colors']);
    await publish('站点图标与配色');
    expect(host.published('demo').branding).toMatchObject({ favicon: '/static/favicon-demo.svg', colors: { surface: '#fafafa', text: '#222222' } });
  });
});
