// @vitest-environment jsdom
/**
 * Freshman arrival's page in both views, each state and language: the registration (a freshman fills the
 * school's form — the train number asked only for a train, a companion row per companion — and sends it
 * once; then sees the reception point, and may change it), a student who is no freshman told so; the
 * statistics (counts per college and day as tables, the list, confirming an arrival); a second school's
 * title (lake-college: 湖滨迎新).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage, ok, expectSecondSchoolTitle, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { isSubmissionId } from '../../../runtime/app/index.ts';
import {
  freshmanArrivalFixtures as fixtures,
  freshmanUser,
  instructorStats,
  instructorUser,
  mineRegistered,
  mineToRegister,
  registeredValues,
  statisticsViewStates,
} from '../fixtures.ts';
import { freshmanArrivalPages } from '../pageStates.ts';

resetPagesAfterEach();

describePageStates(freshmanArrivalPages.index);
describePageStates(statisticsViewStates);

describe('welcome/index: the registration', () => {
  it('asks the train number for a train only, a row per companion, and sends the answers once', async () => {
    const sent: Array<{ values: Record<string, unknown>; _submission: string }> = [];
    let answered = mineToRegister;
    await openPage(
      '/welcome/index',
      {
        '/welcome/mine': () => ok(answered),
        '/welcome/submit': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
          sent.push(json as (typeof sent)[number]);
          answered = mineRegistered;
          return ok({ id: 301 });
        },
      },
      { user: freshmanUser },
    );
    expect(await screen.findByText(/林晓雨 · 计科2501班 · 计算机科学与技术学院 · 迎新时间 2026-09-05 至 2026-09-09/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/到校日期/), { target: { value: '2026-09-06' } });
    fireEvent.change(screen.getByLabelText(/预计到达时间/), { target: { value: '14:30' } });
    expect(screen.queryByLabelText(/车次/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '火车' }));
    fireEvent.change(await screen.findByLabelText(/车次/), { target: { value: 'G1234' } });
    expect(screen.queryByLabelText(/航班号/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '滨江南站（高铁）' }));
    fireEvent.change(screen.getByLabelText(/陪同人数/), { target: { value: '1' } });
    fireEvent.click(await screen.findByRole('button', { name: /添加/ }));
    fireEvent.change(await screen.findByLabelText(/姓名/), { target: { value: '林国栋' } });
    fireEvent.click(screen.getByRole('radio', { name: '父亲' }));
    fireEvent.change(screen.getAllByLabelText(/联系电话/)[0]!, { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('radio', { name: '需要' }));
    fireEvent.click(screen.getByRole('radio', { name: '健康' }));
    fireEvent.click(screen.getByRole('button', { name: '提交登记' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    const reception = await screen.findByTestId('arrival-reception');
    expect(reception.textContent).toContain('滨江南站北广场 迎新接待点（学校大巴每 30 分钟一班）');
    expect(reception.textContent).toContain('接站时段 14:00–16:00');
    expect(sent).toHaveLength(1);
    // The fixtures' registration, with the one companion entered here.
    expect(sent[0]!.values).toEqual({ ...registeredValues, companionCount: 1, companions: registeredValues.companions.slice(0, 1) });
    expect(isSubmissionId(sent[0]!._submission)).toBe(true);
  }, 30_000);

  it('shows my registration with its answers, and opens the form on my answers to change it', async () => {
    await openPage('/welcome/index', fixtures.data, { user: freshmanUser });
    const card = await screen.findByTestId('arrival-registration');
    expect(card.textContent).toContain('到校时间 2026-09-06 14:30');
    expect(within(screen.getByTestId('arrival-answers')).getByText('陈秀兰')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '修改登记' }));
    expect(((await screen.findByLabelText(/车次/)) as HTMLInputElement).value).toBe('G1234');
    fireEvent.click(screen.getByRole('button', { name: '取消修改' }));
    expect(await screen.findByTestId('arrival-registration')).toBeTruthy();
  });

  it('on the arrival day: no way to change, and once arrived, says so', async () => {
    const arrived = { ...mineRegistered, registration: { ...mineRegistered.registration!, editable: false, arrived: true, arrivedAt: 1_788_570_000 } };
    await openPage('/welcome/index', { '/welcome/mine': ok(arrived) }, { user: freshmanUser });
    const card = await screen.findByTestId('arrival-registration');
    expect(card.textContent).toContain('完成报到，欢迎加入！');
    expect(within(card).queryByRole('button', { name: '修改登记' })).toBeNull();
  });
});

describe('welcomeData/index: the statistics', () => {
  it('shows the counts per college and day as tables, and the list with each state', async () => {
    await openPage('/welcomeData/index', fixtures.data, { user: instructorUser });
    const freshmen = await screen.findByTestId('arrival-freshmen');
    expect(screen.getByTestId('arrival-summary').textContent).toContain('登记率91.9%');
    const college = screen.getByRole('table', { name: '各学院登记与报到' });
    expect(within(college).getByRole('row', { name: /计算机科学与技术学院/ }).textContent).toBe('计算机科学与技术学院625731');
    const days = within(screen.getByTestId('arrival-days')).getByRole('table');
    expect(within(days).getByRole('row', { name: /2026-09-07/ }).textContent).toBe('2026-09-07120');
    expect(
      within(freshmen)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('[data-state]')?.textContent),
    ).toEqual(['未登记', '待报到', '已报到']);
    expect(screen.getAllByRole('button', { name: '导出 Excel' }).length).toBeGreaterThan(0);
  });

  it('confirms an arrival after asking, then reloads the list and counts', async () => {
    const confirmed: unknown[] = [];
    let statsAsked = 0;
    await openPage(
      '/welcomeData/index',
      {
        ...fixtures.data,
        '/welcomeData/stats': () => {
          statsAsked += 1;
          return ok(instructorStats);
        },
        '/welcomeData/confirm': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
          confirmed.push(json);
          return ok({ studentNumber: '2025010102', arrivedAt: 1_788_750_000, repeated: false });
        },
      },
      { user: instructorUser },
    );
    const row = (await screen.findByTestId('arrival-freshmen')).querySelector('[data-student="2025010102"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '报到确认' }));
    const dialog = await screen.findByTestId('dialog-confirm');
    expect(dialog.textContent).toContain('确认 张子涵（2025010102）已到校报到？');
    fireEvent.click(within(dialog).getByRole('button', { name: '报到确认' }));
    expect(await screen.findByText('已确认 张子涵 报到')).toBeTruthy();
    expect(confirmed).toEqual([{ studentNumber: '2025010102' }]);
    await waitFor(() => expect(statsAsked).toBe(2));
  });
});

describe('a second school with its own title (lake-college: 湖滨迎新)', () => {
  it('shows the school’s title on the registration', () => expectSecondSchoolTitle('/welcome/index', fixtures.data, { user: freshmanUser }, '湖滨迎新'));
});
