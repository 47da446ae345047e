// @vitest-environment jsdom
/**
 * The asset pages in each state and their flows: the overview's totals in 元 (two decimals, thousands
 * separators) and its departments leading to their lists; the list filtered by the address's department
 * and location, the fixed-asset badge from 800 元, no transfer for a teacher; the keeper's transfer
 * (checked here, sent as JSON, confirmed); the history of a row; search by the address's `q`; the second
 * school's own title.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  describePageStates,
  openPage,
  ok,
  expectSecondSchoolTitle,
  recordingSent,
  recordingAsked,
  resetPagesAfterEach,
} from '../../../runtime/app/testing/index.ts';
import { assetFixtures, assetKeeper as keeper, assetReader as reader, projectorTransfer } from '../fixtures.ts';
import { assetPages } from '../pageStates.ts';
import { yuanOf } from '../pages/assetKit.tsx';

resetPagesAfterEach();

for (const page of Object.values(assetPages)) describePageStates(page);

describe('money', () => {
  it('writes fen as 元 with two decimals and thousands separators in each language', () => {
    expect([yuanOf(1_184_327_650, 'zh'), yuanOf(79_999, 'en'), yuanOf(38_000_000, 'tw'), yuanOf(6000, 'zh')]).toEqual([
      '11,843,276.50',
      '799.99',
      '380,000.00',
      '60.00',
    ]);
  });
});

describe('asset/index', () => {
  it('shows the totals, the fixed-asset line, and each department leading to its list', async () => {
    await openPage('/asset/index', assetFixtures.data, { user: reader });
    const totals = await screen.findByTestId('asset-totals');
    expect([...totals.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['396', '11,843,276.50 元', '301', '95']);
    expect(screen.getByText('单价 800.00 元 及以上为固定资产，以下为低值易耗品')).toBeTruthy();
    const departments = screen.getByTestId('asset-departments');
    const link = within(departments).getByRole('link', { name: '计算机科学与技术学院' });
    expect(new URL(link.getAttribute('href')!, 'http://portal.test').searchParams.get('dept')).toBe('计算机科学与技术学院');
    expect(link.getAttribute('href')!.startsWith('/asset/list?')).toBe(true);
    const row = within(departments).getByRole('link', { name: '机械工程学院' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['34', '27', '3,562,188.00 元']);
    const special = within(screen.getByTestId('asset-categories')).getByText('专用设备').closest('tr')!;
    expect([...special.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['66', '8,874,611.00 元']);
  });

  it('shows the second school’s own title for the app', () => expectSecondSchoolTitle('/asset/index', assetFixtures.data, { user: reader }, '资产查询'));
});

describe('asset/list', () => {
  it('asks for the department and location of the address, and marks fixed assets from 800 元', async () => {
    const { asked, fixtures } = recordingAsked(assetFixtures.data, '/asset/list');
    await openPage(`/asset/list?dept=${encodeURIComponent('计算机科学与技术学院')}&location=${encodeURIComponent('信息楼')}`, fixtures, { user: reader });
    const rows = await screen.findByTestId('asset-rows');
    expect(asked.some((query) => query.get('dept') === '计算机科学与技术学院' && query.get('location') === '信息楼' && query.get('page') === '1')).toBe(true);
    expect((screen.getByRole('combobox', { name: '部门' }) as HTMLSelectElement).value).toBe('计算机科学与技术学院');
    expect((screen.getByRole('combobox', { name: '位置' }) as HTMLSelectElement).value).toBe('信息楼');
    const projector = rows.querySelector('[data-number="ZC2021-004317"]') as HTMLElement;
    expect(within(projector).getByTestId('asset-fixed').textContent).toBe('固定资产');
    expect(within(projector).getByText('3,899.00 元')).toBeTruthy();
    expect(within(projector).getByText('信息楼 210')).toBeTruthy();
    expect(within(projector).getByText('陈静')).toBeTruthy();
    expect(within(projector).getByText('在用')).toBeTruthy();
    const shredder = rows.querySelector('[data-number="ZC2024-001688"]') as HTMLElement;
    expect(within(shredder).queryByTestId('asset-fixed')).toBeNull();
    expect(within(shredder).getByText('799.99 元')).toBeTruthy();
    expect(screen.getByTestId('asset-count').textContent).toBe('共 33 件');
    // A teacher reads; only the keeper records transfers.
    expect(screen.queryByRole('button', { name: '登记调拨' })).toBeNull();
  });

  it('shows a row’s transfer history', async () => {
    await openPage('/asset/list', assetFixtures.data, { user: reader });
    const projector = (await screen.findByTestId('asset-rows')).querySelector('[data-number="ZC2021-004317"]') as HTMLElement;
    fireEvent.click(within(projector).getByRole('button', { name: '流转记录（1）' }));
    const history = await within(projector).findByTestId('asset-history');
    expect(history.textContent).toContain('孙建国 登记：信息楼 118（赵磊）→ 信息楼 210（陈静）');
  });

  it('lets the keeper record a transfer: checked here, sent as JSON, confirmed with the new place and keeper', async () => {
    const { sent, fixtures } = recordingSent(assetFixtures.data, '/asset/transfer', ok(projectorTransfer));
    await openPage('/asset/list', fixtures, { user: keeper });
    const projector = (await screen.findByTestId('asset-rows')).querySelector('[data-number="ZC2021-004317"]') as HTMLElement;
    fireEvent.click(within(projector).getByRole('button', { name: '登记调拨' }));
    const form = within(projector).getByRole('form');
    fireEvent.change(within(form).getByLabelText('新存放地点'), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: '确认调拨' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请填写新存放地点');
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText('新存放地点'), { target: { value: '信息楼 305' } });
    fireEvent.change(within(form).getByLabelText('新保管人'), { target: { value: '王老师' } });
    fireEvent.click(within(form).getByRole('button', { name: '确认调拨' }));
    expect((await within(projector).findByRole('status')).textContent).toBe('已登记调拨：ZC2021-004317 现存放于 信息楼 305，保管人 王老师');
    expect(sent).toEqual([{ id: 1, location: '信息楼 305', keeper: '王老师' }]);
  });
});

describe('asset/search', () => {
  it('searches what the address says and offers the hint without it', async () => {
    const { asked, fixtures } = recordingAsked(assetFixtures.data, '/asset/list');
    await openPage('/asset/search?q=ZC2021-004317', fixtures, { user: reader, language: 'en' });
    await screen.findByTestId('asset-rows');
    expect(asked.map((query) => query.get('q') ?? '')).toContain('ZC2021-004317');
    expect((screen.getByRole('searchbox', { name: 'Asset number, name or keeper' }) as HTMLInputElement).value).toBe('ZC2021-004317');
    expect(screen.getAllByText('CNY 3,899.00').length).toBe(1);
    cleanup();
    await openPage('/asset/search', assetFixtures.data, { user: reader, language: 'tw' });
    expect((await screen.findByTestId('asset-search-hint')).textContent).toBe('輸入資產編號、資產名稱或保管人姓名查詢');
  });
});
