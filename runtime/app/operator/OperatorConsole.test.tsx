// @vitest-environment jsdom
import '../testing/findCeiling.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole } from './testing/renderConsole.tsx';
import { howToEnable } from './testing/fakeOperatorHost.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function logIn(name: string, password: string) {
  fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('operator console: screens before the editor', () => {
  it('says how to turn the console on when the host has no operators', async () => {
    await renderConsole({ enabled: false });
    expect(await screen.findByRole('heading', { name: '管理控制台未开启' })).toBeTruthy();
    expect(screen.getByTestId('console-off').textContent).toContain(howToEnable.zh);
    expect(screen.queryByLabelText('用户名')).toBeNull();
  });

  it('tells a wrong password apart from too many tries', async () => {
    const { host } = await renderConsole();
    await logIn('ops-li', 'wrong');
    expect((await screen.findByTestId('login-error')).textContent).toBe('用户名或密码错误');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('');
    for (let i = 0; i < 4; i++) {
      await logIn('ops-li', `wrong-${i}`);
      await waitFor(() => expect(host.calls.filter((c) => c.path === 'login')).toHaveLength(i + 2));
    }
    await logIn('ops-li', 'correct horse');
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('登录失败次数过多，请 14 分钟后再试'));
  });

  it("after login lists only the operator's sites, and opens the one chosen (kept in the address)", async () => {
    const { host } = await renderConsole();
    await logIn('ops-li', 'correct horse');
    const picker = await screen.findByTestId('site-picker');
    expect([...picker.querySelectorAll('[data-site-id]')].map((b) => b.getAttribute('data-site-id'))).toEqual(['demo', 'hill-university']);
    expect(picker.textContent).toContain('继承自 demo');
    expect(screen.getByTestId('operator-name').textContent).toBe('ops-li');
    fireEvent.click(screen.getByRole('button', { name: /山岭大学/ }));
    expect(await screen.findByTestId('draft-bar')).toBeTruthy();
    expect(location.search).toBe('?site=hill-university');
    expect(screen.getByTestId('current-site').textContent).toContain('山岭大学');
    // Every call carries the operator header; the login call sent the name and password as JSON.
    expect(host.calls.every((c) => c.headers['x-portal-operator'] === '1')).toBe(true);
    expect(host.calls.find((c) => c.path === 'login')?.body).toEqual({ name: 'ops-li', password: 'correct horse' });
  });

  it("a site outside the operator's list in the address is not opened", async () => {
    await renderConsole({ signedInAs: 'ops-li', url: '/_operator/?site=lake-college' });
    expect(await screen.findByTestId('site-picker')).toBeTruthy();
  });

  it('an ended session brings the login form back, saying why', async () => {
    const { host } = await renderConsole({ signedInAs: 'ops-li', url: '/_operator/?site=demo' });
    await screen.findByTestId('draft-bar');
    host.expireSession();
    fireEvent.click(screen.getByRole('tab', { name: '版本历史' }));
    expect(await screen.findByText('登录已失效，请重新登录。')).toBeTruthy();
  });

  it('speaks the language chosen in the portal, and a change is remembered for both', async () => {
    localStorage.setItem('officeDb.language', JSON.stringify({ v: 'tw' }));
    const { createOperatorI18n } = await import('./operatorI18n.ts');
    expect((await createOperatorI18n()).language).toBe('tw');
    await renderConsole({ signedInAs: 'ops-li', url: '/_operator/?site=demo', language: 'en' });
    expect(await screen.findByRole('tab', { name: 'Apps' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh' } });
    expect(await screen.findByRole('tab', { name: '应用' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('officeDb.language')!).v).toBe('zh');
  });

  it('logs out', async () => {
    const { host } = await renderConsole({ signedInAs: 'ops-li' });
    await screen.findByTestId('site-picker');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(host.calls.at(-1)).toMatchObject({ method: 'POST', path: 'logout' });
  });
});
