// @vitest-environment jsdom
/**
 * The vehicle pass's pages in each state and their flows: my applications with their states; applying
 * with the school's form (sent as JSON with a submission id, then the application's page); the school's
 * refusal shown at the field with its words; an approved pass with its number and the office's note.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage, ok, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { isSubmissionId } from '../../../runtime/app/index.ts';
import { carLicenseFixtures, passUser as user } from '../fixtures.ts';
import { carLicensePages } from '../pageStates.ts';

resetPagesAfterEach();

for (const page of Object.values(carLicensePages)) describePageStates(page);

describe('carLicense', () => {
  it('lists my applications, each with its state and leading to its page', async () => {
    await openPage('/carLicense/index', carLicenseFixtures.data, { user });
    const list = await screen.findByTestId('car-license-list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.querySelector('[data-state]')?.textContent]),
    ).toEqual([
      ['/carLicense/lookpage?id=4', '待审核'],
      ['/carLicense/lookpage?id=2', '未通过'],
      ['/carLicense/lookpage?id=1', '已通过'],
    ]);
    expect(screen.getByRole('link', { name: '申请通行证' }).getAttribute('href')).toBe('/carLicense/savepage');
  });

  it('applies with the school’s form, is told about a bad plate in the school’s words, and sends it once corrected', async () => {
    const sent: Array<{ values: Record<string, unknown>; _submission: string }> = [];
    const fixtures = {
      ...carLicenseFixtures.data,
      '/upload/index': ok({ url: '/site/attach?file=all/2026/photo.png', name: '行驶证.png', size: 4, type: 'image/png' }),
      '/carLicense/submit': (_q: URLSearchParams, _b: URLSearchParams, json?: unknown) => {
        sent.push(json as (typeof sent)[number]);
        return ok({ id: 4 });
      },
    };
    await openPage('/carLicense/savepage', fixtures, { user });
    fireEvent.change(await screen.findByLabelText(/车牌号/), { target: { value: '京B5Z9O1' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入正确的车牌号，如 京A12345 或新能源 京AD12345')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(screen.getByText('行驶证照片').closest('[data-field]')?.getAttribute('data-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText(/车牌号/), { target: { value: '京B5Z901' } });
    expect(screen.queryByText('请输入正确的车牌号，如 京A12345 或新能源 京AD12345')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '新能源汽车' }));
    fireEvent.click(screen.getByRole('radio', { name: '本人' }));
    const photo = new File([new Uint8Array([137, 80, 78, 71])], '行驶证.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/行驶证照片/), { target: { files: [photo] } });
    expect(await screen.findByRole('img', { name: '行驶证照片 第 1 张' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/联系电话/), { target: { value: '13812345678' } });
    fireEvent.change(screen.getByLabelText(/开始日期/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/结束日期/), { target: { value: '2027-06-30' } });
    fireEvent.change(screen.getByLabelText(/申请事由/), { target: { value: '实验室在东校区，需开车往返。' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    fireEvent.click(within(await screen.findByTestId('dialog-confirm')).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('car-license-state')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.values).toEqual({
      plate: '京B5Z901',
      vehicleType: 'electric',
      owner: 'self',
      registration: ['/site/attach?file=all/2026/photo.png'],
      phone: '13812345678',
      validFrom: '2026-12-01',
      validTo: '2027-06-30',
      reason: '实验室在东校区，需开车往返。',
    });
    expect(isSubmissionId(sent[0]!._submission)).toBe(true);
    // A long form filled step by step, each step drawn: more than the 5 s default on a busy machine.
  }, 30_000);

  it('shows an approved pass: its number, dates and the office’s note', async () => {
    await openPage('/carLicense/lookpage?id=1', carLicenseFixtures.data, { user });
    const state = await screen.findByTestId('car-license-state');
    expect(within(state).getByText('BW2026-0318')).toBeTruthy();
    expect(state.textContent).toContain('通行证有效期 2026-09-01 至 2027-08-31');
    expect(state.textContent).toContain('保卫处：请将通行证编号贴于前挡风玻璃右下角。');
    expect(within(screen.getByTestId('car-license-answers')).getByText('王建国')).toBeTruthy();
  });
});
