// @vitest-environment jsdom
/**
 * The daily report's pages in each state and their flows: a member's day (the form, sent once as JSON
 * with a submission id; sent and still open; past the deadline), a unit admin's statistics with the
 * one-press reminder, a clear page for whoever administers no unit, applying and reviewing, the
 * school-wide dashboard with each school's wording (中国石油大学's 二级单位, lowest rate first), and the
 * second school's own title.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { describePageStates, openPage, failure, ok, expectSecondSchoolTitle, recordingSent, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { isSubmissionId } from '../../../runtime/app/index.ts';
import { dailyReportFixtures, managerUser, reviewerApplications, teacherUser as user, todayFilled, today } from '../fixtures.ts';
import { dailyReportPages } from '../pageStates.ts';

// The pages' code (and the form engine under reportAll) loaded once up front: the first state test would
// otherwise pay for the cold import within its own 5 s on a busy machine.
beforeAll(
  () =>
    Promise.all([
      import('../pages/ReportAllPage.tsx'),
      import('../pages/StatisticsPage.tsx'),
      import('../pages/ApplyAdminPage.tsx'),
      import('../pages/DataStatisticsPage.tsx'),
    ]),
  60_000,
);
resetPagesAfterEach();

for (const page of Object.values(dailyReportPages)) describePageStates(page);

describe('dailyReport/reportAll', () => {
  it('lists my past days, with an unwell day marked', async () => {
    await openPage('/dailyReport/reportAll', dailyReportFixtures.data, { user });
    const history = await screen.findByTestId('daily-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026-11-2436.5℃ · 健康', '2026-11-2336.7℃ · 健康 · 已离开本市', '2026-11-2237.6℃ · 发热 · 异常']);
  });

  it('sends today’s report once, as JSON with a submission id, and shows it sent', async () => {
    let answer = today;
    const { sent, fixtures } = recordingSent<{ values: Record<string, unknown>; _submission: string }>(
      { ...dailyReportFixtures.data, '/dailyReport/today': () => ok(answer) },
      '/dailyReport/submit',
      () => {
        answer = todayFilled;
        return ok({ id: 903, day: '2026-11-25', abnormal: false });
      },
    );
    await openPage('/dailyReport/reportAll', fixtures, { user });
    await screen.findByTestId('form-runner');
    const selects = await screen.findAllByRole('combobox');
    fireEvent.change(selects[0]!, { target: { value: '110000' } });
    fireEvent.change((await screen.findAllByRole('combobox'))[1]!, { target: { value: '110100' } });
    fireEvent.change((await screen.findAllByRole('combobox'))[2]!, { target: { value: '110108' } });
    fireEvent.change(screen.getByLabelText(/体温/), { target: { value: '36.4' } });
    fireEvent.click(screen.getByRole('radio', { name: '健康' }));
    fireEvent.click(screen.getByRole('radio', { name: '否' }));
    fireEvent.click(screen.getByRole('button', { name: '提交上报' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('daily-filled')).textContent).toContain('22:00 前可以修改');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.values).toEqual({ region: ['110000', '110100', '110108'], temperature: 36.4, health: 'healthy', leftCity: 'no' });
    expect(isSubmissionId(sent[0]!._submission)).toBe(true);
  }, 30_000);

  it('after the deadline shows what was sent, read-only, or says nothing was sent', async () => {
    await openPage('/dailyReport/reportAll', { ...dailyReportFixtures.data, '/dailyReport/today': ok({ ...todayFilled, open: false }) }, { user });
    expect((await screen.findByTestId('daily-filled')).textContent).not.toContain('可以修改');
    expect(screen.queryByTestId('form-runner')).toBeNull();
    expect(screen.getByText(/36\.4/)).toBeTruthy();
    cleanup();
    await openPage('/dailyReport/reportAll', { ...dailyReportFixtures.data, '/dailyReport/today': ok({ ...today, open: false }) }, { user });
    expect((await screen.findByTestId('daily-closed')).textContent).toBe('今日上报已于 22:00 截止，你今天没有上报。');
  });
});

describe('dailyReport/statistics', () => {
  it('counts the unit today, lists who has not reported and the unwell', async () => {
    await openPage('/dailyReport/statistics', dailyReportFixtures.data, { user });
    const tiles = await screen.findByTestId('daily-summary');
    expect(
      within(tiles)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['8', '5', '3', '62.5%', '1']);
    expect(
      within(screen.getByTestId('daily-unfilled'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['李文博 20090001', '赵子轩 20190005', expect.stringContaining('吴俊杰 已于')]);
    expect(screen.getByTestId('daily-abnormal').textContent).toBe('王海燕37.8℃ · 发热');
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeTruthy();
  });

  it('reminds with one press, and says who had been reminded already', async () => {
    const { sent: asked, fixtures } = recordingSent(dailyReportFixtures.data, '/dailyReport/remind', (_json, sent) =>
      ok(sent.length > 1 ? { sent: 0, already: 3 } : { sent: 2, already: 1 }),
    );
    await openPage('/dailyReport/statistics', fixtures, { user });
    fireEvent.click(await screen.findByRole('button', { name: '一键提醒' }));
    expect((await screen.findByTestId('daily-reminded')).textContent).toBe('已提醒 2 人；另有 1 人今天已提醒过，未重复发送。');
    fireEvent.click(await screen.findByRole('button', { name: '一键提醒' }));
    expect(await screen.findByText('今天已提醒过这 3 人，未重复发送。')).toBeTruthy();
    expect(asked).toEqual([{ unitId: 1 }, { unitId: 1 }]);
  });

  it('leads whoever administers no unit to applyAdmin', async () => {
    await openPage('/dailyReport/statistics', dailyReportFixtures.empty, { user });
    await screen.findByTestId('daily-not-admin');
    expect(screen.getByRole('link', { name: '申请成为单位管理员' }).getAttribute('href')).toBe('/dailyReport/applyAdmin');
  });
});

describe('dailyReport/applyAdmin', () => {
  it('applies for a unit with a reason, and says the backend’s refusal', async () => {
    const { sent, fixtures } = recordingSent(dailyReportFixtures.data, '/dailyReport/apply', (_json, sent) =>
      sent.length === 1 ? ok({ id: 3 }) : failure(409, '你已申请管理该单位，请等待审核结果'),
    );
    await openPage('/dailyReport/applyAdmin', fixtures, { user });
    fireEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请选择要管理的单位')).toBeTruthy();
    expect(screen.getByRole('option', { name: '计算机科学与技术学院（你已是该单位的管理员）' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('单位'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '负责后勤处职工的每日上报统计。' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请已提交，请等待学工部审核。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('单位'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '再次申请管理后勤处。' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('提交失败：你已申请管理该单位，请等待审核结果')).toBeTruthy();
    expect(sent[0]).toEqual({ unitId: 8, reason: '负责后勤处职工的每日上报统计。' });
  });

  it('lets an approver refuse only with a note, and approve', async () => {
    const review = { ...dailyReportFixtures.data, '/dailyReport/applications': ok(reviewerApplications) };
    const { sent: decided, fixtures } = recordingSent(review, '/dailyReport/review', ok({ id: 2, state: 'approved' }));
    await openPage('/dailyReport/applyAdmin', fixtures, { user: managerUser });
    const pending = await screen.findByTestId('daily-pending');
    expect(pending.textContent).toContain('张老师 申请管理 教务处');
    fireEvent.click(within(pending).getByRole('button', { name: '不同意' }));
    expect(await within(pending).findByText('不同意时请填写审核意见')).toBeTruthy();
    fireEvent.change(within(pending).getByLabelText('审核意见'), { target: { value: '同意，请做好每日统计' } });
    fireEvent.click(within(pending).getByRole('button', { name: '同意' }));
    await expect.poll(() => decided).toEqual([{ id: 2, decision: 'approve', note: '同意，请做好每日统计' }]);
  });
});

describe('dataStatistics/index and upcdataStatistics/index', () => {
  it('counts the school’s units, with a total row', async () => {
    await openPage('/dataStatistics/index', dailyReportFixtures.data, { user: managerUser });
    const table = await screen.findByTestId('daily-units');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toBe('计算机科学与技术学院12975%1');
    expect(rows.at(-1)).toBe('合计987475.5%2');
  });

  it('at 中国石油大学’s app: 二级单位, lowest rate first', async () => {
    await openPage('/upcdataStatistics/index', dailyReportFixtures.data, { user: managerUser });
    const table = await screen.findByTestId('daily-units');
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('二级单位');
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('人事处11436.4%0');
    expect(screen.getAllByText('各二级单位今日上报率')).toHaveLength(2);
  });
});

describe('the second school', () => {
  it('names the daily report its own way (湖滨学院: 教职工健康日报)', () =>
    expectSecondSchoolTitle('/dailyReport/reportAll', dailyReportFixtures.data, { user }, '教职工健康日报'));
});
