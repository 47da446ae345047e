// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PageSetup, ok, type Fixtures, describePageStates, openPage, resolvedSite, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { cardFixtures, cardUser } from '../fixtures.ts';
import { greetingCardPages } from '../pageStates.ts';

const demo = resolvedSite('demo');
resetPagesAfterEach();

/** The page as a teacher with the app's permission. */
const open = (path: string, fixtures: Fixtures, extra: Partial<PageSetup> = {}) => openPage(path, fixtures, { user: cardUser, ...extra });

describe('greetingCard/index, writing', () => {
  it('says what is missing, then sends the card and opens the sent box', async () => {
    const sent: URLSearchParams[] = [];
    await open('/greetingCard/index', {
      ...cardFixtures.data,
      '/greetingCard/send': (_q, body) => (sent.push(body), ok({ id: 300, recipientName: '张老师' })),
    });
    const composer = await screen.findByTestId('card-composer');
    fireEvent.click(within(composer).getByRole('button', { name: '寄出贺卡' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请选择贺卡样式', '请选择收件人', '请填写祝福语']);
    expect(sent).toHaveLength(0);

    // A design fills an untouched greeting with its suggestion.
    fireEvent.click(screen.getByRole('radio', { name: '中秋' }));
    expect((screen.getByLabelText('祝福语') as HTMLTextAreaElement).value).toBe('月圆人团圆，祝您中秋快乐，阖家安康。');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索收件人' }), { target: { value: '张' } });
    await waitFor(() => expect(within(screen.getByTestId('card-recipients')).getAllByRole('radio')).toHaveLength(2));
    fireEvent.click(screen.getByRole('radio', { name: /张老师/ }));
    expect(screen.getByTestId('card-recipient').textContent).toContain('张老师');
    fireEvent.change(screen.getByLabelText('祝福语'), { target: { value: ' 张老师中秋快乐！ ' } });
    // The user's own words stay when another design is picked.
    fireEvent.click(screen.getByRole('radio', { name: '生日' }));
    expect(screen.getByTestId('card-preview').textContent).toContain('张老师中秋快乐！');

    fireEvent.click(screen.getByRole('button', { name: '寄出贺卡' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({ templateId: 'birthday', recipientId: '3', content: '张老师中秋快乐！' });
    expect(await screen.findByTestId('card-box-sent')).toBeTruthy();
  });

  it('limits the greeting', async () => {
    await open('/greetingCard/index', cardFixtures.data, {
      manifest: { ...demo, apps: { ...demo.apps, greetingCard: { ...demo.apps.greetingCard!, props: { maxLength: 20 } } } },
    });
    fireEvent.change(await screen.findByLabelText('祝福语'), { target: { value: '福'.repeat(21) } });
    fireEvent.click(screen.getByRole('button', { name: '寄出贺卡' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('祝福语不能超过 20 个字');
  });

  it("shows the school's refusal", async () => {
    await open('/greetingCard/index', { ...cardFixtures.data, '/greetingCard/send': { e: 400, m: '不能给自己寄贺卡', d: null } });
    fireEvent.click(await screen.findByRole('radio', { name: '新年快乐' }));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索收件人' }), { target: { value: '王' } });
    fireEvent.click(await screen.findByRole('radio', { name: /王小明/ }));
    fireEvent.click(screen.getByRole('button', { name: '寄出贺卡' }));
    expect(await screen.findByText('寄出失败：不能给自己寄贺卡')).toBeTruthy();
  });
});

describePageStates(greetingCardPages.index);

describe('greetingCard/index, the boxes', () => {
  it('lists received cards with the unread marked; opening one shows it and marks it read', async () => {
    const read: string[] = [];
    await open('/greetingCard/index?tab=received', {
      ...cardFixtures.data,
      '/greetingCard/read': (_q, body) => (read.push(body.get('id')!), ok({ id: Number(body.get('id')), read: true })),
    });
    const box = await screen.findByTestId('card-box-received');
    expect(within(box).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('2 张未读')).toBeTruthy();
    const first = within(box).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('来自 王小明');
    expect(first.textContent).toContain('未读');
    fireEvent.click(within(first).getByRole('button'));
    expect(within(first).getByTestId('card-open').textContent).toContain('新年快乐，感谢一年来的支持！');
    await waitFor(() => expect(read).toEqual(['100']));
    expect(first.textContent).not.toContain('未读');
    expect(screen.getByText('1 张未读')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(12));
  });

  it('lists sent cards and says when a box is empty', async () => {
    await open('/greetingCard/index?tab=sent', cardFixtures.data);
    const box = await screen.findByTestId('card-box-sent');
    expect(within(box).getAllByRole('listitem')[0]!.textContent).toContain('寄给 王小明');
    cleanup();
    await open('/greetingCard/index?tab=received', cardFixtures.empty);
    expect(await screen.findByText('还没有收到贺卡')).toBeTruthy();
  });
});
