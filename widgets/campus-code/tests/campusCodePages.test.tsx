// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { student, describePageStates, openPage, qrTextFromSvg, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { campusCodeFixtures, identityCode } from '../fixtures.ts';
import { campusCodePages } from '../pageStates.ts';

resetPagesAfterEach();
const asStudent = { user: student };
const shownCode = () => {
  const svg = screen.getByTestId('identity-code');
  return qrTextFromSvg(svg.getAttribute('viewBox')!, svg.querySelector('path')!.getAttribute('d')!);
};

describe('center/qrcode (identity code)', () => {
  it('draws the token the school issued as a QR code, with the holder and a countdown', async () => {
    await openPage('/center/qrcode', campusCodeFixtures.data, asStudent);
    await screen.findByTestId('identity-code');
    expect(shownCode()).toBe(identityCode(1));
    expect(screen.getByTestId('identity-holder').textContent).toBe('王小明学生st***nt');
    expect(screen.getByRole('timer').textContent).toMatch(/^\d+ 秒后自动刷新$/);
    // The app's title: the tile, this heading and the tab all say 校园码.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('校园码');
    await waitFor(() => expect(document.title).toBe('校园码 - 示范大学校园门户'));
  });

  it('fetches a new code on "refresh now"', async () => {
    await openPage('/center/qrcode', campusCodeFixtures.data, asStudent);
    await screen.findByTestId('identity-code');
    fireEvent.click(screen.getByRole('button', { name: '立即刷新' }));
    await waitFor(() => expect(shownCode()).toBe(identityCode(2)));
  });

  it("uses the school's copy of the page: qrcodePage is the code alone, qrcodeNew has its own heading", async () => {
    await openPage('/center/qrcodePage', campusCodeFixtures.data, asStudent);
    await screen.findByTestId('identity-code');
    expect(screen.queryByTestId('identity-holder')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('通行码');
    cleanup();
    await openPage('/center/qrcodeNew', campusCodeFixtures.data, asStudent);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('电子校园卡');
  });

  it("says so when the account has no identity code (the school's words)", async () => {
    await openPage('/center/qrcode', campusCodeFixtures.empty, asStudent);
    expect(await screen.findByTestId('no-data')).toBeTruthy();
    expect(screen.getByText('访客账号暂无校园身份码')).toBeTruthy();
  });
});

describePageStates(campusCodePages.qrcode);

describe('center/sweepCode (scanner)', () => {
  const enter = async (text: string) => {
    fireEvent.change(await screen.findByLabelText('手动输入'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: '识别' }));
  };

  it('without a camera, offers manual entry and verifies an identity code with the school', async () => {
    await openPage('/center/sweepCode', campusCodeFixtures.data, asStudent);
    expect(await screen.findByTestId('no-camera')).toBeTruthy();
    await enter(identityCode(7));
    expect(await screen.findByText('身份核验通过')).toBeTruthy();
    expect(within(screen.getByTestId('verified-holder')).getByText('王小明')).toBeTruthy();
  });

  it('says an identity code is invalid when the school does not know it', async () => {
    await openPage('/center/sweepCode', campusCodeFixtures.data, asStudent);
    await enter('CPID1.9.tdd1m0.forged.signature');
    expect(await screen.findByText('无效的身份码')).toBeTruthy();
  });

  it('offers to confirm a desktop QR login of this portal, and never opens an unknown link', async () => {
    await openPage('/center/sweepCode', campusCodeFixtures.data, asStudent);
    await enter(`${window.location.origin}/smlogin/index?token=q2bF9u0k3tT6hZQm1yVxK8pE`);
    expect((await screen.findByRole('link', { name: '前往确认登录' })).getAttribute('href')).toBe('/smlogin/index?token=q2bF9u0k3tT6hZQm1yVxK8pE');
    fireEvent.click(screen.getByRole('button', { name: '继续扫码' }));
    await enter('https://evil.example/phish');
    expect(await screen.findByText('无法识别的二维码')).toBeTruthy();
    expect(screen.getByTestId('scanned-text').textContent).toBe('https://evil.example/phish');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('validates the manual entry', async () => {
    await openPage('/center/sweepCode', campusCodeFixtures.data, asStudent);
    await enter('   ');
    expect((await screen.findByRole('alert')).textContent).toBe('请输入码内容');
    await enter('x'.repeat(2001));
    expect((await screen.findByRole('alert')).textContent).toBe('内容过长（最多 2000 个字符）');
  });

  it('sweepCodeRls verifies identities only: a login code is not acted on', async () => {
    await openPage('/center/sweepCodeRls', campusCodeFixtures.data, asStudent);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('身份核验');
    expect(screen.getByText('请扫描来访人员出示的身份码。')).toBeTruthy();
    await enter(`${window.location.origin}/smlogin/index?token=q2bF9u0k3tT6hZQm1yVxK8pE`);
    expect(await screen.findByText('无法识别的二维码')).toBeTruthy();
  });

  it('shows the network failure of a verification', async () => {
    await openPage('/center/sweepCode', campusCodeFixtures.networkError, asStudent);
    await enter(identityCode(1));
    expect((await screen.findByRole('alert')).textContent).toBe('核验失败，请检查网络后重试');
  });
});

describePageStates(campusCodePages.sweepCode);
