// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { ok } from '../../../runtime/app/testing/fixtureKit.ts';
import { lotteryEvent, lotteryFixtures, lotteryStudent, lotteryWin } from '../fixtures.ts';
import { lotteryPages } from '../pageStates.ts';

resetPagesAfterEach();
const asStudent = { user: lotteryStudent };

describe('lottery/index', () => {
  it('shows the prizes with what is left and each outcome’s chance, "no prize" included', async () => {
    await open('/lottery/index', lotteryFixtures.data, asStudent);
    const rows = within(await screen.findByTestId('lottery-prizes')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '一等奖 · 校园纪念卫衣已抽完 · 中奖概率 0%',
      '二等奖 · 定制保温杯剩余 28 / 30 · 中奖概率 3%',
      '三等奖 · 校园文创帆布袋剩余 91 / 100 · 中奖概率 12%',
      '纪念奖 · 食堂 10 元代金券剩余 466 / 500 · 中奖概率 25%',
      '未中奖中奖概率 60%',
    ]);
    expect(screen.getByText('每人每天 3 次，共 10 次')).toBeTruthy();
    expect(within(screen.getByTestId('lottery-mine')).getByText('纪念奖 · 食堂 10 元代金券')).toBeTruthy();
  });

  it('draws and says what the server decided', async () => {
    await open('/lottery/index', lotteryFixtures.data, asStudent);
    fireEvent.click(await screen.findByRole('button', { name: '抽奖' }));
    expect((await screen.findByTestId('lottery-outcome')).textContent).toBe('恭喜！你抽中了三等奖：校园文创帆布袋');
  });

  it('says so when a draw wins nothing, and offers no draw once none is left', async () => {
    await open('/lottery/index', { ...lotteryFixtures.data, '/lottery/draw': ok({ ...lotteryWin, prize: null, drawsLeft: 0 }) }, asStudent);
    fireEvent.click(await screen.findByRole('button', { name: '抽奖' }));
    expect((await screen.findByTestId('lottery-outcome')).textContent).toBe('很遗憾，这次没有中奖');
    cleanup();
    await open('/lottery/index', { '/lottery/event': ok({ ...lotteryEvent, drawsLeft: 0 }) }, asStudent);
    expect(await screen.findByText('抽奖机会已用完')).toBeTruthy();
    expect((screen.getByRole('button', { name: '抽奖' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
describePageStates(lotteryPages.index);
