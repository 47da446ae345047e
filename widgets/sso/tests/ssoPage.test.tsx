// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { student, describePageStates, openPage, resolvedSite, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { seatCallback, seatPath, ssoFixtures } from '../fixtures.ts';
import { isRegisteredCallback } from '../pages/SsoAuthorizePage.tsx';
import { ssoPages } from '../pageStates.ts';

resetPagesAfterEach();
const asStudent = { user: student };
const demo = resolvedSite('demo');

describe('sso/index', () => {
  it('shows the registered service, what it receives and who is logged in', async () => {
    await openPage(seatPath, ssoFixtures.data, asStudent);
    expect(await screen.findByRole('heading', { name: '“图书馆座位预约系统”请求确认您的身份' })).toBeTruthy();
    expect(screen.getByTestId('sso-scopes').textContent).toBe('姓名学工号（账号）');
    expect(screen.getByTestId('sso-callback-host').textContent).toBe('seat.demo.example');
    expect(screen.getByText('当前登录：王小明（学生，st***nt）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '同意并继续' })).toBeTruthy();
  });

  it("refuses an unknown service and a foreign callback with the school's words", async () => {
    await openPage('/sso/index?client_id=evil-app', ssoFixtures.data, asStudent);
    expect((await screen.findByTestId('sso-refused')).textContent).toContain('未登记的第三方应用「evil-app」');
    cleanup();
    await openPage(`/sso/index?client_id=library-seat&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`, ssoFixtures.data, asStudent);
    expect((await screen.findByTestId('sso-refused')).textContent).toContain('回调地址与「图书馆座位预约系统」登记的不符');
    expect(screen.queryByRole('button', { name: '同意并继续' })).toBeNull();
  });

  it('refuses without asking the school when the request is malformed or the school limited its services', async () => {
    await openPage('/sso/index', ssoFixtures.loading, asStudent);
    expect((await screen.findByTestId('sso-refused')).textContent).toContain('缺少第三方应用信息');
    cleanup();
    const limited = { ...demo, apps: { ...demo.apps, sso: { ...demo.apps.sso!, props: { clients: ['vpn'] } } } };
    await openPage(seatPath, ssoFixtures.loading, { ...asStudent, manifest: limited });
    expect((await screen.findByTestId('sso-refused')).textContent).toContain('应用“library-seat”未在本门户登记');
  });
});

describePageStates(ssoPages.index);

describe('isRegisteredCallback', () => {
  it('allows only the registered https callback with code and state added', () => {
    expect(isRegisteredCallback(`${seatCallback}?code=abc&state=s`, seatCallback)).toBe(true);
    expect(isRegisteredCallback('https://evil.example/sso/callback?code=abc', seatCallback)).toBe(false);
    expect(isRegisteredCallback('https://seat.demo.example/other?code=abc', seatCallback)).toBe(false);
    expect(isRegisteredCallback(`${seatCallback}?code=abc&next=https://evil.example`, seatCallback)).toBe(false);
    expect(isRegisteredCallback('javascript:alert(1)', seatCallback)).toBe(false);
  });
});
