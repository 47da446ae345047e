// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, expectIdRefusals, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { materialFixtures, materialItems } from '../fixtures.ts';
import { materialPages } from '../pageStates.ts';

resetPagesAfterEach();

const titles = () =>
  within(screen.getByTestId('material-list'))
    .getAllByRole('link')
    .map((a) => a.querySelector('span')?.textContent);

describe('material/index', () => {
  it('lists the first page, newest first, each linking to its detail, and pages on', async () => {
    await open('/material/index', materialFixtures.data);
    await screen.findByTestId('material-list');
    expect(titles()).toEqual(materialItems.slice(0, 10).map((m) => m.title));
    expect(screen.getByRole('link', { name: /毕业论文查重操作说明/ }).getAttribute('href')).toBe('/material/detail?id=1');
    expect(screen.getByText('共 12 份')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(titles()).toEqual(materialItems.slice(10).map((m) => m.title)));
    expect(screen.getByTestId('pager').textContent).toContain('第 2 / 2 页');
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches, filters by category back at page 1, and says when nothing matches', async () => {
    await open('/material/index', materialFixtures.data);
    const box = await screen.findByRole('searchbox', { name: '搜索资料' });
    fireEvent.change(box, { target: { value: '申请表' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(titles()).toEqual(['学生请假与销假申请表', '学生证补办申请表']));
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.submit(box.closest('form')!);
    fireEvent.click(await screen.findByRole('button', { name: /^常用表格/ }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.getByRole('button', { name: /^常用表格/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(box, { target: { value: '无此资料' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('没有找到与“无此资料”相关的资料')).toBeTruthy();
  });
});

describePageStates(materialPages.index);

describe('material/detail', () => {
  it('renders the description sanitized, the facts and the attachments; a javascript: link is never followed', async () => {
    await open('/material/detail?id=11', materialFixtures.data);
    const content = await screen.findByTestId('rich-text');
    expect(screen.getByRole('heading', { level: 1, name: '本科毕业论文（设计）撰写规范' })).toBeTruthy();
    expect(content.querySelectorAll('ul li')).toHaveLength(2);
    expect(content.innerHTML).not.toMatch(/<script|onclick|onerror|javascript:/i);
    const facts = screen.getByTestId('material-facts');
    expect(facts.textContent).toContain('毕业论文');
    expect(facts.textContent).toContain('教务处');
    expect(facts.textContent).toContain('4121');
    const files = within(screen.getByTestId('attachments')).getAllByRole('listitem');
    expect(files).toHaveLength(3);
    const pdf = screen.getByRole('link', { name: '下载 本科毕业论文（设计）撰写规范.pdf' });
    expect(pdf.getAttribute('href')).toBe('/site/attach?file=all/2026/f991ac9b4bd0712a.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(files[0]!.textContent).toContain('862 B');
    expect(screen.getByRole('button', { name: '预览 本科毕业论文（设计）撰写规范.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '预览 毕业论文模板.docx' })).toBeNull();
    expect(within(files[2]!).queryByRole('link')).toBeNull();
    expect(files[2]!.textContent).toContain('链接无效');
    expect(screen.getByRole('link', { name: '返回资料列表' }).getAttribute('href')).toBe('/material/index');
  });

  it('previews a PDF in the in-page viewer, and Escape closes it', async () => {
    await open('/material/detail?id=11', materialFixtures.data);
    fireEvent.click(await screen.findByRole('button', { name: '预览 本科毕业论文（设计）撰写规范.pdf' }));
    const viewer = screen.getByRole('dialog', { name: '预览：本科毕业论文（设计）撰写规范.pdf' });
    expect(viewer.querySelector('iframe')?.getAttribute('src')).toBe('/site/attach?file=all/2026/f991ac9b4bd0712a.pdf');
    expect(document.activeElement?.textContent).toBe('关闭');
    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("materialHnu/detail takes that app's layout, fields and attachments heading", async () => {
    await open('/materialHnu/detail?id=11', materialFixtures.data);
    await screen.findByTestId('rich-text');
    expect(screen.getByTestId('material-detail').getAttribute('data-layout')).toBe('stacked');
    expect(screen.getByRole('heading', { level: 2, name: /附件下载/ })).toBeTruthy();
    const facts = screen.getByTestId('material-facts').textContent ?? '';
    expect(facts).toContain('教务处');
    expect(facts).not.toContain('4121');
    expect(screen.getByRole('link', { name: '返回资料列表' }).getAttribute('href')).toBe('/materialHnu/index');
  });

  it("shows the no-data view with the school's words for an unknown id, and refuses a malformed id", () =>
    expectIdRefusals(materialFixtures, ['/material/detail?id=99', '该资料不存在或已下架'], ['/material/detail?id=abc', '未指定要查看的资料']));
});

describePageStates(materialPages.detail);

describe('material/blankdetail', () => {
  it('marks itself chrome-less and shows the material with its attachments, without facts card or way back', async () => {
    await open('/material/blankdetail?id=11', materialFixtures.data);
    await screen.findByTestId('rich-text');
    expect(document.querySelector('[data-portal-chrome="none"]')).not.toBeNull();
    expect(screen.getByTestId('material-detail').getAttribute('data-layout')).toBe('bare');
    expect(within(screen.getByTestId('attachments')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: '返回资料列表' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '资料信息' })).toBeNull();
    expect(screen.getByRole('button', { name: '打印' })).toBeTruthy();
  });

  it('stays chrome-less in its loading and error states', async () => {
    await open('/material/blankdetail?id=11', materialFixtures.loading);
    await screen.findByTestId('loading');
    expect(document.querySelector('[data-portal-chrome="none"]')).not.toBeNull();
  });
});

describePageStates(materialPages.blankdetail);
