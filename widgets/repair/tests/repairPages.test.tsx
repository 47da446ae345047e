// @vitest-environment jsdom
/**
 * The repair pages in each state and their steps: the hall shows each account its part; my orders with
 * the overdue flag and the rating of a done one (checked here, sent as JSON, a refusal shown beside the
 * form); the dispatcher assigns or sends back with a reason; the repairman starts and finishes with a
 * note; an order's timeline and photos; the statistics' totals and table; each hall sends its own
 * variant; the second school's own title.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  describePageStates,
  openPage,
  failure,
  ok,
  type Envelope,
  type Fixtures,
  expectSecondSchoolTitle,
  resetPagesAfterEach,
} from '../../../runtime/app/testing/index.ts';
import {
  repairDispatcher as dispatcher,
  repairDone,
  repairFixtures,
  repairHall,
  repairOrders,
  repairRepairman as repairman,
  repairReporter as reporter,
} from '../fixtures.ts';
import { repairPages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(repairPages)) describePageStates(page);

/** Fixtures that record what each call asked and sent. */
function recording(overrides: Record<string, Envelope> = {}) {
  const asked: Array<{ path: string; query: URLSearchParams }> = [];
  const sent: unknown[] = [];
  const fixtures: Fixtures = {
    ...repairFixtures.data,
    ...Object.fromEntries(
      ['/repair/hall', '/repair/orders', '/repair/detail', '/repair/statistic', '/repair/form'].map((path) => [
        path,
        (query: URLSearchParams) => {
          asked.push({ path, query });
          return overrides[path] ?? repairFixtures.data[path as keyof typeof repairFixtures.data];
        },
      ]),
    ),
    '/repair/act': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
      sent.push(json);
      return overrides['/repair/act'] ?? ok({ id: (json as { id: number }).id, state: 'dispatched' });
    },
  };
  return { asked, sent, fixtures };
}

describe('repair/login', () => {
  it('shows a student only the reporter’s part, with his open orders', async () => {
    const { fixtures, asked } = recording({
      '/repair/hall': ok({
        ...repairHall,
        roles: { reporter: true, dispatcher: false, repairman: false, statistic: false },
        counts: { mineOpen: 3, awaiting: 0, tasks: 0 },
      }),
    });
    await openPage('/repair/login', fixtures, { user: reporter });
    const roles = await screen.findByTestId('repair-roles');
    expect([...roles.querySelectorAll('[data-role]')].map((one) => one.getAttribute('data-role'))).toEqual(['reporter']);
    expect(within(roles).getByText('3 张未完成')).toBeTruthy();
    expect(within(roles).getByRole('link', { name: '我要报修' }).getAttribute('href')).toBe('/repair/index');
    expect(asked[0]!.query.get('variant')).toBe('repair');
  });

  it('asks the scurepair hall for its own variant and shows the second school’s own title', async () => {
    const { fixtures, asked } = recording();
    await openPage('/scurepair/login', fixtures, { user: dispatcher });
    await screen.findByTestId('repair-roles');
    expect(asked.map((one) => one.query.get('variant'))).toContain('scurepair');
    expect(screen.getByRole('heading', { level: 1, name: '校园报修服务大厅' })).toBeTruthy();
    cleanup();
    await expectSecondSchoolTitle('/repair/login', repairFixtures.data, { user: dispatcher }, '湖滨后勤报修');
  });
});

describe('repair/back', () => {
  it('flags the overdue order and lets the reporter rate the done one: checked here, sent as JSON, thanked', async () => {
    const { fixtures, sent, asked } = recording({ '/repair/act': ok({ id: 302, state: 'rated' }) });
    await openPage('/repair/back', fixtures, { user: reporter });
    const rows = await screen.findByTestId('repair-orders');
    const late = rows.querySelector('[data-number="BX20261124-0304"]') as HTMLElement;
    expect(within(late).getByTestId('repair-overdue').textContent).toBe('已超时');
    expect(within(late).getByTestId('repair-state').textContent).toBe('已派单');
    expect(rows.querySelector('[data-number="BX20261125-0306"] [data-testid="repair-overdue"]')).toBeNull();
    expect(asked.find((one) => one.path === '/repair/orders')!.query.get('view')).toBe('mine');
    // Only the done order has a rating form.
    expect(within(rows).getAllByTestId('repair-rate')).toHaveLength(1);
    const done = rows.querySelector('[data-number="BX20261122-0302"]') as HTMLElement;
    const form = within(done).getByTestId('repair-rate');
    fireEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请选择 1 到 5 星');
    expect(sent).toEqual([]);
    fireEvent.click(within(form).getByRole('radio', { name: '4 星' }));
    fireEvent.change(within(form).getByLabelText('评价内容（选填）'), { target: { value: ' 修好了，谢谢师傅 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    expect((await screen.findByRole('status')).textContent).toBe('感谢评价！');
    expect(sent).toEqual([{ variant: 'repair', id: 302, action: 'rate', score: 4, comment: '修好了，谢谢师傅' }]);
  });

  it('shows the server’s refusal beside the rating form', async () => {
    const { fixtures } = recording({ '/repair/act': failure(409, '该报修单当前为「已评价」，不能评价') });
    await openPage('/repair/back', fixtures, { user: reporter });
    const done = (await screen.findByTestId('repair-orders')).querySelector('[data-number="BX20261122-0302"]') as HTMLElement;
    fireEvent.click(within(done).getByRole('radio', { name: '5 星' }));
    fireEvent.click(within(done).getByRole('button', { name: '提交评价' }));
    expect((await within(done).findByRole('alert')).textContent).toBe('该报修单当前为「已评价」，不能评价');
  });
});

describe('repair/sendorder', () => {
  it('assigns a repairman to an awaiting order, and sends one back only with a reason', async () => {
    const { fixtures, sent, asked } = recording();
    await openPage('/repair/sendorder', fixtures, { user: dispatcher });
    const rows = await screen.findByTestId('repair-orders');
    expect(asked.find((one) => one.path === '/repair/orders')!.query.get('view')).toBe('queue');
    expect(asked.find((one) => one.path === '/repair/orders')!.query.get('state')).toBe('awaiting');
    const order = rows.querySelector('[data-number="BX20261125-0306"]') as HTMLElement;
    const form = within(order).getByTestId('repair-dispatch');
    fireEvent.click(within(form).getByRole('button', { name: '派单' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请选择维修师傅');
    fireEvent.change(within(form).getByRole('combobox', { name: '维修师傅' }), { target: { value: 'repairman' } });
    expect(within(form).getByRole('option', { name: '赵国强（水电维修班，在修 2 单）' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '派单' }));
    expect((await screen.findByRole('status')).textContent).toBe('已派单给 赵国强');
    expect(sent).toEqual([{ variant: 'repair', id: 306, action: 'dispatch', worker: 'repairman' }]);

    fireEvent.click(within(form).getByRole('button', { name: '退回' }));
    fireEvent.click(within(form).getByRole('button', { name: '确认退回' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请填写退回原因（2 到 100 个字）');
    fireEvent.change(within(form).getByLabelText('退回原因'), { target: { value: '同一问题已有报修单在处理中' } });
    fireEvent.click(within(form).getByRole('button', { name: '确认退回' }));
    await screen.findByText('已退回报修单');
    expect(sent[1]).toEqual({ variant: 'repair', id: 306, action: 'sendBack', reason: '同一问题已有报修单在处理中' });
  });
});

describe('repair/repairman', () => {
  it('starts a dispatched order and finishes one in progress with a note', async () => {
    const inProgress = { ...repairOrders.list[1]!, id: 305, number: 'BX20261125-0305', state: 'inProgress', overdue: false };
    const { fixtures, sent, asked } = recording({
      '/repair/orders': ok({ total: 2, list: [repairOrders.list[1], inProgress], workers: [] }),
    });
    await openPage('/repair/repairman', fixtures, { user: repairman, language: 'en' });
    const rows = await screen.findByTestId('repair-orders');
    expect(asked.find((one) => one.path === '/repair/orders')!.query.get('view')).toBe('tasks');
    const dispatched = rows.querySelector('[data-number="BX20261124-0304"]') as HTMLElement;
    expect(within(dispatched).getByTestId('repair-overdue').textContent).toBe('Overdue');
    fireEvent.click(within(dispatched).getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('status')).textContent).toBe('Repair started');
    const working = rows.querySelector('[data-number="BX20261125-0305"]') as HTMLElement;
    fireEvent.click(within(working).getByRole('button', { name: 'Mark as done' }));
    expect((await within(working).findByRole('alert')).textContent).toBe('Write a repair note (2 to 200 characters)');
    fireEvent.change(within(working).getByLabelText('Repair note'), { target: { value: '已更换灯管' } });
    fireEvent.click(within(working).getByRole('button', { name: 'Mark as done' }));
    await screen.findByText('Repair done');
    expect(sent).toEqual([
      { variant: 'repair', id: 304, action: 'start' },
      { variant: 'repair', id: 305, action: 'finish', note: '已更换灯管' },
    ]);
  });
});

describe('repair/detail', () => {
  it('shows the timeline with who and when, the photos, the repair note, and the reporter’s rating form', async () => {
    const { fixtures, asked } = recording({ '/repair/detail': ok(repairDone) });
    await openPage('/repair/detail?id=302', fixtures, { user: reporter });
    const timeline = await screen.findByTestId('repair-timeline');
    expect([...timeline.querySelectorAll('li')].map((li) => li.getAttribute('data-state'))).toEqual(['awaiting', 'dispatched', 'inProgress', 'done']);
    expect(within(timeline).getByText('李春生（空调维修组）')).toBeTruthy();
    expect(timeline.textContent).toContain('马建华');
    expect(screen.getAllByText('已补充冷媒，制冷正常').length).toBe(2);
    expect(screen.getByRole('img', { name: '现场照片 1' })).toBeTruthy();
    expect(screen.getByTestId('repair-rate')).toBeTruthy();
    expect(screen.queryByTestId('repair-dispatch')).toBeNull();
    const detailAsk = asked.find((one) => one.path === '/repair/detail')!.query;
    expect([detailAsk.get('id'), detailAsk.get('variant')]).toEqual(['302', 'repair']);
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/repair/back');
  });
});

describe('scurepair/statistic', () => {
  it('shows the totals, the overdue rate and the table by category', async () => {
    await openPage('/scurepair/statistic', repairFixtures.data, { user: dispatcher });
    const totals = await screen.findByTestId('repair-totals');
    expect([...totals.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['182', '31', '17.0%']);
    const table = screen.getByTestId('repair-categories');
    const water = within(table).getByText('水电').closest('tr')!;
    expect([...water.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['41', '8', '11.6']);
    expect(within(table).getByText('教学设备')).toBeTruthy();
  });
});
