// @vitest-environment jsdom
import '../testing/findCeiling.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from './testing/renderConsole.tsx';
import { publishDraft } from './testing/publishDraft.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function openHistory() {
  const rendered = await renderConsole({
    signedInAs: 'ops-li',
    url: '/_operator/?site=demo',
    before(host) {
      // Not tjuNews: the demo's home features it, and a featured app may not be switched off.
      host.publishAsOther('demo', (m) => (m.apps!.guide!.enabled = false), '办事指南暂停');
      host.publishAsOther('demo', (m) => (m.apps!.guide!.enabled = true), '办事指南恢复');
    },
  });
  await screen.findByTestId('draft-bar');
  return rendered;
}

describe('history: versions, their differences, restore', () => {
  it('lists every version newest first with author, time (China time) and reason', async () => {
    await openHistory();
    fireEvent.click(screen.getByRole('tab', { name: '版本历史' }));
    const view = await screen.findByTestId('history-view');
    const entries = await within(view).findAllByRole('listitem');
    expect(entries.map((e) => e.getAttribute('data-version'))).toEqual(['2', '1', '0']);
    expect(entries[1]!.textContent).toContain('ops-wang');
    expect(entries[1]!.textContent).toContain('2026-03-05 08:01:00');
    expect(entries[1]!.textContent).toContain('办事指南暂停');
    // The published one is marked and cannot be restored onto itself.
    expect(within(entries[0]!).getByText('当前版本')).toBeTruthy();
    expect(within(entries[0]!).queryByRole('button', { name: /恢复此版本/ })).toBeNull();
  });

  it('shows the differences between two chosen versions', async () => {
    const { host } = await openHistory();
    fireEvent.click(screen.getByRole('tab', { name: '版本历史' }));
    fireEvent.change(await screen.findByLabelText('起始版本'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('目标版本'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '比较' }));
    const diff = await screen.findByTestId('diff-view');
    expect(within(diff).getByRole('heading').textContent).toBe('版本 1 与 2 的差异');
    expect(within(diff).getByRole('rowheader').textContent).toBe('/apps/guide/enabled');
    expect(
      within(diff)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['false', 'true']);
    expect(host.calls.at(-1)).toMatchObject({ method: 'GET', path: 'sites/demo/diff', search: '?from=1&to=2' });
  });

  it('restores a version with a reason and If-Match; the editor then shows it as published', async () => {
    const { host } = await openHistory();
    fireEvent.click(screen.getByRole('tab', { name: '版本历史' }));
    const view = await screen.findByTestId('history-view');
    await within(view).findAllByRole('listitem');
    fireEvent.click(within(view).getByRole('button', { name: '恢复此版本: 版本 1' }));
    const dialog = await screen.findByTestId('restore-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('恢复版本 1');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认恢复' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写发布说明');
    fireEvent.change(within(dialog).getByLabelText('恢复原因'), { target: { value: '误开启，回退' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认恢复' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('已恢复版本 1，新版本为 3');
    const restore = host.calls.find((c) => c.path === 'sites/demo/restore')!;
    expect(restore).toMatchObject({ method: 'POST', body: { version: 1, reason: '误开启，回退' } });
    expect(restore.headers['if-match']).toBe('"demo-2"');
    expect(host.published('demo').apps!.guide!.enabled).toBe(false);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('history-view'))
          .getAllByRole('listitem')
          .map((e) => e.getAttribute('data-version')),
      ).toEqual(['3', '2', '1', '0']),
    );
    fireEvent.click(screen.getByRole('tab', { name: '应用' }));
    expect((screen.getByRole('switch', { name: '办事指南 (guide)：启用' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a restore that lost the race shows the conflict message', async () => {
    const { host } = await openHistory();
    fireEvent.click(screen.getByRole('tab', { name: '版本历史' }));
    const view = await screen.findByTestId('history-view');
    await within(view).findAllByRole('listitem');
    host.publishAsOther('demo', (m) => (m.apps!.news!.order = 9));
    fireEvent.click(within(view).getByRole('button', { name: '恢复此版本: 版本 1' }));
    const dialog = await screen.findByTestId('restore-dialog');
    fireEvent.change(within(dialog).getByLabelText('恢复原因'), { target: { value: '回退' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认恢复' }));
    expect((await screen.findByTestId('conflict')).textContent).toContain('另一位管理员已发布了新版本，您的草稿已保留；请查看最新版本后重新应用修改');
    expect(screen.queryByTestId('restore-dialog')).toBeNull();
  });
});

describe('history: the current version', () => {
  async function publishOrder(order: string, reason: string) {
    fireEvent.change(screen.getByLabelText('新闻资讯 (news)：排序'), { target: { value: order } });
    await publishDraft(reason);
    await waitFor(() => expect(screen.queryByTestId('publish-dialog')).toBeNull());
  }

  it('publish, publish, restore the first: exactly one version is marked current, the restore', async () => {
    const { host } = await renderConsole({ signedInAs: 'ops-li', url: '/_operator/?site=demo' });
    await screen.findByTestId('draft-bar');
    await publishOrder('5', '新闻资讯排第五');
    expect((await screen.findByTestId('notice')).textContent).toContain('已发布，版本 1');
    await publishOrder('6', '新闻资讯排第六');
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('已发布，版本 2'));

    fireEvent.click(screen.getByRole('tab', { name: '版本历史' }));
    fireEvent.click(await screen.findByRole('button', { name: '恢复此版本: 版本 1' }));
    const dialog = await screen.findByTestId('restore-dialog');
    fireEvent.change(within(dialog).getByLabelText('恢复原因'), { target: { value: '回到第五' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认恢复' }));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toContain('已恢复版本 1，新版本为 3'));
    // The restore wrote version 1's bytes again: both carry the file's ETag, only the newest is the file now.
    expect(host.etag('demo')).toBe('"demo-1"');
    const view = screen.getByTestId('history-view');
    await waitFor(() =>
      expect(
        within(view)
          .getAllByRole('listitem')
          .map((e) => e.getAttribute('data-version')),
      ).toEqual(['3', '2', '1', '0']),
    );
    const entries = within(view).getAllByRole('listitem');
    expect(within(view).getAllByText('当前版本')).toHaveLength(1);
    expect(within(entries[0]!).getByText('当前版本')).toBeTruthy();
    expect(entries.map((e) => e.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
    expect(entries[0]!.textContent).toContain('恢复自版本 1');
    expect(within(entries[0]!).queryByRole('button', { name: /恢复此版本/ })).toBeNull();
    expect(within(entries[2]!).getByRole('button', { name: '恢复此版本: 版本 1' })).toBeTruthy();
  });
});
