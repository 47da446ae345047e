// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PageSetup, type Fixtures, describePageStates, ok, openPage, expectIdRefusals, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { liveMessageFixtures, messageDetail, messageFixtures, messageItems, messageUser } from '../fixtures.ts';
import { messageCenterPages } from '../pageStates.ts';

resetPagesAfterEach();

/** The pages as a logged-in user unless a test says otherwise. */
const open = (path: string, fixtures: Fixtures, extra: Partial<PageSetup> = {}) => openPage(path, fixtures, { user: messageUser, ...extra });

const unreadTotal = messageItems.filter((m) => !m.read).length;
const tab = (name: RegExp) => screen.getByRole('button', { name });
const entries = () => within(screen.getByTestId('message-list')).getAllByRole('listitem');

describe('message/index', () => {
  it('lists messages with the unread total and each channel’s unread count', async () => {
    await open('/message/index', messageFixtures.data);
    await screen.findByTestId('message-list');
    expect(entries()).toHaveLength(15);
    expect(screen.getByTestId('message-unread-total').textContent).toBe(`${unreadTotal} 条未读`);
    const noticeUnread = messageItems.filter((m) => m.channel === 'notice' && !m.read).length;
    expect(within(tab(/^通知公告/)).getByLabelText(`${noticeUnread} 条未读`)).toBeTruthy();
    expect(within(entries()[2]!).getByText('免打扰期间送达')).toBeTruthy();
    expect(within(entries()[0]!).getByRole('link').getAttribute('href')).toBe(`/message/message?id=${messageItems[0]!.id}`);
    expect(screen.getByRole('link', { name: '免打扰设置' }).getAttribute('href')).toBe('/newsInterruption/indexV2');
  });

  it('shows one channel at a time', async () => {
    await open('/message/index', messageFixtures.data);
    await screen.findByTestId('message-list');
    fireEvent.click(tab(/^审批待办/));
    await waitFor(() => expect(entries()).toHaveLength(messageItems.filter((m) => m.channel === 'approval').length));
    expect(tab(/^审批待办/).getAttribute('aria-pressed')).toBe('true');
  });

  it('marks one message read: its mark and the counts drop', async () => {
    await open('/message/index', liveMessageFixtures());
    await screen.findByTestId('message-list');
    fireEvent.click(screen.getByRole('button', { name: `将“${messageItems[0]!.title}”标为已读` }));
    await waitFor(() => expect(screen.getByTestId('message-unread-total').textContent).toBe(`${unreadTotal - 1} 条未读`));
    expect(within(entries()[0]!).queryByTestId('unread-mark')).toBeNull();
  });

  it('marks all read in the channel shown, then everywhere', async () => {
    await open('/message/index', liveMessageFixtures());
    await screen.findByTestId('message-list');
    fireEvent.click(tab(/^系统消息/));
    await waitFor(() =>
      expect(
        entries().every(
          (li) => li.textContent?.includes('账号安全提醒') || li.textContent?.includes('门户新版上线') || li.textContent?.includes('统一身份认证'),
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(within(tab(/^系统消息/)).queryByText(/\d/)).toBeNull());
    expect(screen.getByTestId('message-unread-total').textContent).toBe(`${unreadTotal - 1} 条未读`);
    fireEvent.click(tab(/^全部$/));
    await waitFor(() => expect(screen.getByRole('button', { name: '全部已读' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryByTestId('message-unread-total')).toBeNull());
    expect(within(screen.getByTestId('message-list')).queryAllByTestId('unread-mark')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '全部已读' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows only unread messages when asked', async () => {
    await open('/message/index', messageFixtures.data);
    await screen.findByTestId('message-list');
    fireEvent.click(screen.getByRole('checkbox', { name: '只看未读' }));
    await waitFor(() => expect(entries()).toHaveLength(Math.min(15, unreadTotal)));
    expect(within(screen.getByTestId('message-list')).getAllByTestId('unread-mark')).toHaveLength(Math.min(15, unreadTotal));
  });

  it('loads more at the end', async () => {
    await open('/message/index', messageFixtures.data);
    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(entries()).toHaveLength(messageItems.length));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('needs a login: an anonymous user is sent to log in, not shown anyone’s messages', async () => {
    await openPage('/message/index', messageFixtures.data);
    expect(await screen.findByTestId('login-required')).toBeTruthy();
    expect(screen.queryByTestId('message-list')).toBeNull();
  });
});

describePageStates(messageCenterPages.index);

describe('message/message', () => {
  it('shows the message as text and links to what it is about', async () => {
    await open('/message/message?id=17', messageFixtures.data);
    expect(await screen.findByRole('heading', { level: 1, name: '新通知：关于2027年元旦放假安排的通知' })).toBeTruthy();
    expect(screen.getByTestId('message-body').textContent).toContain('\n2027年1月1日');
    expect(screen.getByTestId('message-facts').textContent).toContain('通知公告');
    expect(screen.getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/notice/noticepage?id=18');
    expect(screen.getByRole('link', { name: '返回消息中心' }).getAttribute('href')).toBe('/message/index');
  });

  it('marks an unread message read once it is shown, and a read one not again', async () => {
    const marked: string[] = [];
    const read = (_query: URLSearchParams, body: URLSearchParams) => (marked.push(body.get('id') ?? ''), ok({ marked: 1, unread: 0 }));
    await open('/message/message?id=17', { '/message/detail': ok({ ...messageDetail, read: false }), '/message/read': read });
    await waitFor(() => expect(marked).toEqual(['17']));
    cleanup();
    await open('/message/message?id=17', { '/message/detail': ok(messageDetail), '/message/read': read });
    expect(await screen.findByTestId('message-body')).toBeTruthy();
    expect(marked).toEqual(['17']);
  });

  it("shows the school's words for a message that is gone, and refuses a bad id", () =>
    expectIdRefusals(messageFixtures, ['/message/message?id=5', '该消息不存在或已被删除'], ['/message/message?id=-1', '未指定要查看的消息'], {
      user: messageUser,
    }));
});

describePageStates(messageCenterPages.message);
