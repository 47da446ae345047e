// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { student, describePageStates, openPage, qrTextFromSvg, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { loginToken, qrLoginFixtures, statusAnswer } from '../fixtures.ts';
import { isLoginToken } from '../pages/qrLoginPaths.ts';
import { qrLoginPages } from '../pageStates.ts';
import { safeRedirectPath } from '../../../runtime/app/index.ts';
import { CORPUS_TARGETS, OWN_HOSTILE_TARGETS } from '../../../runtime/app/testing/index.ts';

resetPagesAfterEach();
const asStudent = { user: student };

describe('smlogin/index (the phone confirms)', () => {
  it('shows the asking device and confirms: on to the success page', async () => {
    await openPage(`/smlogin/index?token=${loginToken}`, qrLoginFixtures.data, asStudent);
    expect((await screen.findByTestId('qr-device')).textContent).toContain('Chrome · Windows');
    fireEvent.click(screen.getByRole('button', { name: '确认登录' }));
    expect(await screen.findByRole('heading', { name: '登录成功' })).toBeTruthy();
    expect(screen.getByText('已在 Chrome · Windows 上登录，请回到电脑继续操作。')).toBeTruthy();
  });

  it('cancels: on to the cancel page (smloginV2 layout)', async () => {
    await openPage(`/smloginV2/index?token=${loginToken}`, qrLoginFixtures.data, asStudent);
    fireEvent.click(await screen.findByRole('button', { name: '取消登录' }));
    expect(await screen.findByRole('heading', { name: '已取消登录' })).toBeTruthy();
    expect(screen.getByTestId('qr-cancel')).toBeTruthy();
  });

  it('a code that is gone or malformed is said plainly, without buttons', async () => {
    await openPage(`/smlogin/index?token=${loginToken}`, qrLoginFixtures.empty, asStudent);
    expect(await screen.findByText('二维码不存在或已失效，请在电脑上刷新二维码')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
    cleanup();
    await openPage('/smlogin/index?token=<bad>', qrLoginFixtures.loading, asStudent);
    expect(await screen.findByText('二维码信息不完整，请重新扫描电脑上的二维码')).toBeTruthy();
  });

  it('an expired login shows its state instead of the buttons', async () => {
    await openPage(
      `/smlogin/index?token=${loginToken}`,
      { ...qrLoginFixtures.data, '/qrlogin/info': { e: 0, m: '', d: { status: 'expired', expiresAt: 1, createdAt: 1, device: 'Chrome · Windows' } } },
      asStudent,
    );
    expect(await screen.findByRole('heading', { name: '二维码已失效，请在电脑上刷新后重新扫描' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认登录' })).toBeNull();
  });
});

describe('smlogin/desktop (the computer shows the code)', () => {
  it('draws the link to the confirm page and follows the status', async () => {
    await openPage('/smlogin/desktop', { ...qrLoginFixtures.data, '/qrlogin/status': statusAnswer('scanned') });
    const svg = await screen.findByTestId('qr-login-code');
    expect(qrTextFromSvg(svg.getAttribute('viewBox')!, svg.querySelector('path')!.getAttribute('d')!)).toBe(
      `${window.location.origin}/smlogin/index?token=${loginToken}`,
    );
    expect(screen.getByTestId('qr-desktop-status').textContent).toBe('请使用手机扫描二维码');
    expect(await screen.findByText('扫描成功，请在手机上确认登录', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('offers a new code once the phone cancelled', async () => {
    await openPage('/smloginV2/desktop', { ...qrLoginFixtures.data, '/qrlogin/status': statusAnswer('cancelled') });
    expect(await screen.findByText('已在手机上取消登录', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新二维码' })).toBeTruthy();
  });
});

describe('qr-login paths', () => {
  it("accepts only portal paths to return to: the runtime's one check, with the redirect corpus and folded dot segments", () => {
    expect(safeRedirectPath('/guide/index?x=1')).toBe('/guide/index?x=1');
    for (const bad of [...CORPUS_TARGETS, ...OWN_HOSTILE_TARGETS, '/a/..//evil.example/', '/x/%2e%2e//evil.example/', null])
      expect(safeRedirectPath(bad)).toBeUndefined();
    expect(isLoginToken(loginToken)).toBe(true);
    expect(isLoginToken('short')).toBe(false);
  });
});

for (const page of Object.values(qrLoginPages)) describePageStates(page);
