// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PageSetup, ok, type Fixtures, describePageStates, openPage, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { noticeFixtures, noticeItems, noticeListAnswer, staffUser, studentUser } from '../fixtures.ts';
import { noticePages } from '../pageStates.ts';

resetPagesAfterEach();

/** The pages as a student (who may read notices) unless a test says otherwise. */
const open = (path: string, fixtures: Fixtures, extra: Partial<PageSetup> = {}) => openPage(path, fixtures, { user: studentUser, ...extra });

describe('notice/index', () => {
  it('lists the first page newest first, marks unread ones and important ones, counts', async () => {
    await open('/notice/index', noticeFixtures.data);
    const list = await screen.findByTestId('notice-list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]!.textContent).toContain('关于2027年元旦放假安排的通知');
    expect(within(list).getAllByTestId('unread-mark')).toHaveLength(noticeItems.slice(0, 10).filter((n) => !n.read).length);
    expect(within(items[1]!).getByText('重要')).toBeTruthy();
    expect(within(items[4]!).getByText('附件 1')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(`/notice/noticepage?id=${noticeItems[0]!.id}`);
    expect(screen.getByTestId('notice-counts').textContent).toBe(`共 12 条 · 未读 ${noticeItems.filter((n) => !n.read).length} 条`);
  });

  it('loads more at the end, then says there is no more', async () => {
    await open('/notice/index', noticeFixtures.data);
    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(screen.getByTestId('notice-list')).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('filters unread notices', async () => {
    await open('/notice/index', noticeFixtures.data);
    fireEvent.click(await screen.findByRole('button', { name: '未读' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '未读' }).getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(within(screen.getByTestId('notice-list')).getAllByRole('listitem')).toHaveLength(noticeItems.filter((n) => !n.read).length));
    expect(within(screen.getByTestId('notice-list')).queryByText('校园网认证系统升级维护公告')).toBeNull();
  });

  it('says when nothing is unread', async () => {
    const allRead = noticeItems.map((n) => ({ ...n, read: true }));
    await open('/notice/index', { '/notice/list': noticeListAnswer(allRead, 0) });
    fireEvent.click(await screen.findByRole('button', { name: '未读' }));
    expect(await screen.findByText('没有未读通知，真棒！')).toBeTruthy();
  });

  it('reminds of important notices to confirm, linking to the reminder page', async () => {
    await open('/notice/index', noticeFixtures.data);
    const banner = await screen.findByTestId('notice-pending-tips');
    expect(banner.textContent).toContain('你有 2 条重要通知待确认');
    expect(within(banner).getByRole('link', { name: '去确认' }).getAttribute('href')).toBe('/notice/noticetippage');
  });

  it('shows "publish a notice" only to users who may publish', async () => {
    await open('/notice/index', noticeFixtures.data);
    await screen.findByTestId('notice-list');
    expect(screen.queryByRole('link', { name: '发布通知' })).toBeNull();
    cleanup();
    // Another user on the same device: the student's cached permissions go with the student.
    localStorage.clear();
    await open('/notice/index', noticeFixtures.data, { user: staffUser });
    expect((await screen.findByRole('link', { name: '发布通知' })).getAttribute('href')).toBe('/announcementRelease/index');
  });

  it('is not reachable without the notice permission (a visitor)', async () => {
    await open('/notice/index', noticeFixtures.data, { user: { name: '访客用户', auth: { news: { module: ['index'] } } } });
    expect(await screen.findByTestId('no-permission')).toBeTruthy();
    expect(screen.queryByTestId('notice-list')).toBeNull();
  });
});

describePageStates(noticePages.index);

describe('notice/noticepage', () => {
  it('shows the notice sanitized, who sent it to whom, and its attachments as downloads', async () => {
    await open('/notice/noticepage?id=8', noticeFixtures.data);
    const content = await screen.findByTestId('rich-text');
    expect(screen.getByRole('heading', { level: 1, name: '2027届本科毕业论文（设计）查重工作安排' })).toBeTruthy();
    expect(content.querySelectorAll('ol li')).toHaveLength(2);
    expect(content.innerHTML).not.toMatch(/<script|onclick|javascript:/i);
    const facts = screen.getByTestId('notice-facts').textContent;
    expect(facts).toContain('教务处');
    expect(facts).toContain('张老师');
    expect(facts).toContain('学生、教师');
    const download = within(screen.getByTestId('notice-attachments')).getByRole('link');
    expect(download.getAttribute('href')).toBe('/site/attach?file=all/2026/0123456789abcdef.pdf');
    expect(download.getAttribute('download')).toBe('毕业论文查重工作安排.pdf');
    expect(download.textContent).toContain('47 KB');
  });

  it('lets the reader confirm an important notice', async () => {
    const sent: string[] = [];
    await open('/notice/noticepage?id=11', {
      ...noticeFixtures.data,
      '/notice/acknowledge': (_query, body) => {
        sent.push(body.get('id') ?? '');
        return ok({ id: 11, acknowledgedAt: 1_795_140_000, pendingTips: 1 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '我已阅读并知晓' }));
    expect(await screen.findByTestId('notice-acknowledged')).toBeTruthy();
    expect(sent).toEqual(['11']);
  });

  it("shows the no-data view with the school's words for a notice not addressed to the user", async () => {
    await open('/notice/noticepage?id=99', noticeFixtures.empty);
    expect(await screen.findByText('该通知不存在或不是发给你的')).toBeTruthy();
  });

  it('refuses a malformed id without calling the API; shows errors', async () => {
    await open('/notice/noticepage?id=x', noticeFixtures.loading);
    expect(await screen.findByText('未指定要查看的通知')).toBeTruthy();
    cleanup();
    await open('/notice/noticepage?id=8', noticeFixtures.networkError);
    expect(await screen.findByTestId('network-error')).toBeTruthy();
  });
});

describePageStates(noticePages.noticepage);

describe('notice/noticetippage', () => {
  it('shows pending important notices one at a time until all are confirmed', async () => {
    await open('/notice/noticetippage', noticeFixtures.data);
    const tip = await screen.findByTestId('notice-tip');
    expect(within(tip).getByText('第 1 条，共 2 条')).toBeTruthy();
    await within(tip).findByTestId('rich-text');
    fireEvent.click(within(tip).getByRole('button', { name: '确认知晓' }));
    expect(await screen.findByText('请先勾选“我已认真阅读以上通知”')).toBeTruthy();
    fireEvent.click(within(tip).getByRole('checkbox', { name: '我已认真阅读以上通知' }));
    fireEvent.click(within(tip).getByRole('button', { name: '确认知晓' }));
    expect(await screen.findByText('第 2 条，共 2 条')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
    await screen.findByTestId('rich-text');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '确认知晓' }));
    expect(await screen.findByTestId('notice-tips-done')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部通知' }).getAttribute('href')).toBe('/notice/index');
  });

  it('starts at the notice named by ?id= when it is pending', async () => {
    await open('/notice/noticetippage?id=11', noticeFixtures.data);
    const tip = await screen.findByTestId('notice-tip');
    expect(await within(tip).findByRole('heading', { level: 2, name: '关于做好2027年寒假学生离校工作的通知' })).toBeTruthy();
  });
});

describePageStates(noticePages.noticetippage);
