// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { shuttleFixtures } from '../fixtures.ts';
import { shuttlePages } from '../pageStates.ts';

resetPagesAfterEach();

describe('shuttleBus/index', () => {
  it('lists the lines with their next departure under today’s timetable and the not-live line', async () => {
    await open('/shuttleBus/index', shuttleFixtures.data);
    const list = await screen.findByTestId('shuttle-lines');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(list)
        .getByRole('link', { name: /东校区 → 西校区/ })
        .getAttribute('href'),
    ).toBe('/shuttleBus/detail?id=1');
    expect(within(list).getByText('下一班 10:30 · 25 分钟后')).toBeTruthy();
    expect(within(list).getByText('今日班次已结束')).toBeTruthy();
    expect(screen.getByText('今天 2026-11-25 按工作日时刻表运行')).toBeTruthy();
    expect(screen.getByText('时刻为计划发车时间，不显示车辆实时位置。')).toBeTruthy();
  });
});

describe('shuttleBus/fudanIndex', () => {
  it('groups the lines by the campus they leave from', async () => {
    await open('/shuttleBus/fudanIndex', shuttleFixtures.data);
    const east = await screen.findByRole('region', { name: '从东校区出发' });
    expect(
      within(east)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('东校区 → 西校区'), expect.stringContaining('东校区 → 校本部')]);
    expect(screen.getByRole('region', { name: '从校本部出发' })).toBeTruthy();
  });
});

describe('shuttleBus/detail', () => {
  it('shows the stops, today’s timetable with the next bus marked, and the other kind of day as a toggle', async () => {
    await open('/shuttleBus/detail?id=1', shuttleFixtures.data);
    const timetable = await screen.findByTestId('shuttle-timetable');
    expect(screen.getByRole('heading', { level: 1, name: '东校区 → 西校区' })).toBeTruthy();
    expect(within(screen.getByTestId('shuttle-stops')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByTestId('shuttle-next').textContent).toBe('下一班 10:30 · 25 分钟后');
    expect(timetable.dataset.kind).toBe('workday');
    expect(within(timetable).getByText('10:30').dataset.next).toBe('true');
    expect(within(timetable).getByText('09:30').dataset.passed).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '周末及节假日' }));
    expect(screen.getByTestId('shuttle-timetable').dataset.kind).toBe('holiday');
    expect(within(screen.getByTestId('shuttle-timetable')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('refuses a malformed id without calling the API', async () => {
    await open('/shuttleBus/detail?id=abc', shuttleFixtures.loading);
    expect(await screen.findByText('未指定要查看的线路')).toBeTruthy();
  });
});

describePageStates(shuttlePages.index);
describePageStates(shuttlePages.fudanIndex);
describePageStates(shuttlePages.detail);
