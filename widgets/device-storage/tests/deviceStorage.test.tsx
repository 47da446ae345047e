// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { formatBytes, readStoredEntries } from '../storedEntries.ts';

resetPagesAfterEach();
const student = { name: '王小明', auth: { home: { module: ['homepage'] } } };

const path = '/localStoragepage/index';
const answer = (dialogs: Awaited<ReturnType<typeof openPage>>['dialogs'], yes: boolean) =>
  act(() => {
    const modal = dialogs.getSnapshot().modal;
    if (modal?.kind === 'confirm') modal.answer(yes);
  });

describe('stored entries', () => {
  it('reads only the portal’s keys, with labels, details and UTF-8 sizes', () => {
    localStorage.setItem('officeDb.language', JSON.stringify({ v: 'tw' }));
    localStorage.setItem('officeDb.operatorDraft.demo', '{"v":{}}');
    localStorage.setItem('someone-else', 'x');
    sessionStorage.setItem('portal.chunkReloadAt', '1');
    const entries = readStoredEntries(true);
    expect(entries.map((e) => [e.key, e.label, e.detail, e.store])).toEqual([
      ['officeDb.language', 'labels.language', undefined, 'local'],
      ['officeDb.operatorDraft.demo', 'labels.operatorDraft', 'demo', 'local'],
      ['portal.chunkReloadAt', 'labels.chunkReloadAt', undefined, 'session'],
    ]);
    expect(entries[0]!.bytes).toBe('officeDb.language'.length + '{"v":"tw"}'.length);
    expect(readStoredEntries(false)).toHaveLength(2);
    expect([formatBytes(512), formatBytes(2048)]).toEqual(['512 B', '2.0 KB']);
  });
});

describe('localStoragepage/index', { timeout: 20_000 }, () => {
  it('lists the logged-in user’s cached login with readable names, and clears one item after a confirm', async () => {
    localStorage.setItem('officeDb.language', JSON.stringify({ v: 'zh' }));
    const { dialogs } = await openPage(path, {}, { user: student });
    const list = await screen.findByTestId('storage-list');
    await waitFor(() => expect(list.textContent).toContain('应用权限缓存'));
    expect(list.textContent).toContain('用户姓名缓存');
    expect(within(list).getAllByText('登录信息').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '清除 界面语言' }));
    await waitFor(() => expect(dialogs.getSnapshot().modal?.options.message).toBe('清除“界面语言”？'));
    answer(dialogs, false);
    expect(localStorage.getItem('officeDb.language')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '清除 界面语言' }));
    await waitFor(() => expect(dialogs.getSnapshot().modal?.kind).toBe('confirm'));
    answer(dialogs, true);
    await waitFor(() => expect(localStorage.getItem('officeDb.language')).toBeNull());
    expect(screen.queryByText('界面语言')).toBeNull();
  });

  it('clears everything for an anonymous visitor and shows the empty state; says when logging out comes with it', async () => {
    localStorage.setItem('officeDb.language', JSON.stringify({ v: 'en' }));
    localStorage.setItem('officeDb.entryUrl', JSON.stringify({ v: 'http://portal.test/' }));
    localStorage.setItem('unrelated', 'kept');
    const { dialogs } = await openPage(path, {});
    fireEvent.click(await screen.findByTestId('clear-all'));
    await waitFor(() => expect(dialogs.getSnapshot().modal?.options.message).toBe('清除门户在本设备保存的全部数据？'));
    answer(dialogs, true);
    expect((await screen.findByTestId('empty')).textContent).toContain('门户没有在本设备保存任何数据');
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    cleanup();
    const logged = await openPage(path, {}, { user: student });
    fireEvent.click(await screen.findByTestId('clear-all'));
    await waitFor(() => expect(logged.dialogs.getSnapshot().modal?.options.message).toContain('清除后将退出登录'));
  });
});
