// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resolvedSite, student, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { fileLibraryFixtures, fileListAnswer, libraryFiles } from '../fixtures.ts';
import { fileLibraryPages } from '../pageStates.ts';

const demo = resolvedSite('demo');
resetPagesAfterEach();

// The libraries need a login.
const asStudent = { user: student };

const titles = () =>
  within(screen.getByTestId('file-list'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('commonFile/index and file/index (file-library)', () => {
  it("asks for the app's library, lists page 1 and pages on", async () => {
    const libraries: string[] = [];
    const answer = fileListAnswer();
    await open(
      '/commonFile/index',
      {
        '/file/list': (query) => {
          libraries.push(query.get('library') ?? '');
          return answer(query);
        },
      },
      asStudent,
    );
    await screen.findByTestId('file-list');
    expect(libraries[0]).toBe('common');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('常用文件');
    expect(titles()).toEqual(libraryFiles.slice(0, 10).map((f) => f.title));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(titles()).toEqual(libraryFiles.slice(10).map((f) => f.title)));
    cleanup();
    libraries.length = 0;
    await open('/file/index', { '/file/list': (query) => (libraries.push(query.get('library') ?? ''), answer(query)) }, asStudent);
    await screen.findByTestId('file-list');
    expect(libraries[0]).toBe('download');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('文件下载');
  });

  it('searches titles and file names, filters by category, and says when nothing matches', async () => {
    await open('/commonFile/index', fileLibraryFixtures.data, asStudent);
    const box = await screen.findByRole('searchbox', { name: '搜索文件' });
    fireEvent.change(box, { target: { value: '校历' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(titles()).toEqual(['2025-2026 学年校历']));
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.submit(box.closest('form')!);
    fireEvent.click(await screen.findByRole('button', { name: /^财务资产/ }));
    await waitFor(() => expect(titles()).toEqual(['差旅费报销单', '借款单（填写说明）', '固定资产调拨单']));
    fireEvent.change(box, { target: { value: '无此文件' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('没有找到与“无此文件”相关的文件')).toBeTruthy();
  });

  it('offers download for every file and the in-page preview for PDFs only', async () => {
    await open('/commonFile/index', fileLibraryFixtures.data, asStudent);
    await screen.findByTestId('file-list');
    const pdf = libraryFiles.find((f) => f.file.name === '2025-2026学年校历.pdf')!;
    expect(screen.getByRole('link', { name: '下载 2025-2026学年校历.pdf' }).getAttribute('href')).toBe(pdf.file.url);
    expect(screen.getByRole('link', { name: '下载 差旅费报销单.xlsx' }).hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('button', { name: '预览 差旅费报销单.xlsx' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '预览 2025-2026学年校历.pdf' }));
    expect(screen.getByTestId('file-viewer').querySelector('iframe')?.getAttribute('src')).toBe(pdf.file.url);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('file-viewer')).toBeNull();
  });

  it('offers no preview when the school turns it off (props.preview = false)', async () => {
    const site = { ...demo, apps: { ...demo.apps, commonFile: { ...demo.apps.commonFile!, props: { ...demo.apps.commonFile!.props, preview: false } } } };
    await open('/commonFile/index', fileLibraryFixtures.data, { ...asStudent, manifest: site });
    await screen.findByTestId('file-list');
    expect(screen.queryAllByRole('button', { name: /^预览/ })).toEqual([]);
    expect(screen.getAllByRole('link', { name: /^下载/ })).toHaveLength(10);
  });
});

describePageStates(fileLibraryPages.index);
