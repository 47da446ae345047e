// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Fixtures, describePageStates, openPage, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { dndFixtures, dndUser, saveAnswer, savedSettings } from '../fixtures.ts';
import { doNotDisturbPages } from '../pageStates.ts';

resetPagesAfterEach();

/** The pages as a logged-in user. */
const open = (path: string, fixtures: Fixtures) => openPage(path, fixtures, { user: dndUser });

describe.each(['/newsInterruption/index', '/newsInterruption/indexV2'])('%s', (path) => {
  it('shows the saved settings: switch, window across midnight, muted channels, save time', async () => {
    await open(path, dndFixtures.data);
    await screen.findByTestId('dnd-form');
    expect((screen.getByRole('switch', { name: /开启消息免打扰/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('dnd-start') as HTMLInputElement).value).toBe('23:00');
    expect((screen.getByTestId('dnd-end') as HTMLInputElement).value).toBe('06:30');
    expect(screen.getByTestId('dnd-summary').textContent).toBe('每天 23:00 — 次日 06:30');
    const approval = screen.getByRole(path.endsWith('V2') ? 'switch' : 'checkbox', { name: '审批待办' }) as HTMLInputElement;
    expect(approval.checked).toBe(false);
    expect(screen.getByText(/^上次保存：/)).toBeTruthy();
  });

  it('validates before saving, then saves what the user chose', async () => {
    const sent: URLSearchParams[] = [];
    await open(path, { ...dndFixtures.empty, '/message/dnd/save': saveAnswer(sent) });
    await screen.findByTestId('dnd-form');
    expect(screen.getByTestId('dnd-summary').textContent).toBe('未开启：所有消息都会正常提醒');
    fireEvent.click(screen.getByRole('switch', { name: /开启消息免打扰/ }));
    fireEvent.change(screen.getByTestId('dnd-end'), { target: { value: '22:00' } });
    for (const name of ['通知公告', '审批待办', '办事进度', '系统消息'])
      fireEvent.click(screen.getByRole(path.endsWith('V2') ? 'switch' : 'checkbox', { name }));
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('开始时间和结束时间不能相同')).toBeTruthy();
    expect(screen.getByText('请至少选择一种免打扰的消息类型')).toBeTruthy();
    expect(screen.getByTestId('dnd-end').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByTestId('dnd-end'), { target: { value: '06:00' } });
    fireEvent.click(screen.getByRole(path.endsWith('V2') ? 'switch' : 'checkbox', { name: '系统消息' }));
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({ enabled: '1', start: '22:00', end: '06:00', muted: 'system' });
    expect(await screen.findByText(/^上次保存：/)).toBeTruthy();
    expect(screen.getByTestId('dnd-summary').textContent).toBe('每天 22:00 — 次日 06:00');
  });

  it("shows the school's reason when it refuses to save", async () => {
    await open(path, { ...dndFixtures.data, '/message/dnd/save': { e: 400, m: '请输入有效的时间（00:00—23:59）', d: null } });
    fireEvent.click(await screen.findByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('保存失败：请输入有效的时间（00:00—23:59）')).toBeTruthy();
  });
});

describePageStates(doNotDisturbPages.index);
describePageStates(doNotDisturbPages.indexV2);

describe('the two layouts', () => {
  it('indexV2 draws the quiet hours on a day timeline; index does not', async () => {
    await open('/newsInterruption/indexV2', dndFixtures.data);
    const timeline = await screen.findByRole('img', { name: '一天中的免打扰时段: 每天 23:00 — 次日 06:30' });
    expect(timeline.children).toHaveLength(2);
    cleanup();
    await open('/newsInterruption/index', { '/message/dnd': ok({ ...savedSettings, start: '12:00', end: '14:00' }) });
    await screen.findByTestId('dnd-form');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('dnd-summary').textContent).toBe('每天 12:00 — 14:00');
  });
});
