// @vitest-environment jsdom
/**
 * UI side: a down, resetting or too slow backend is the network failure of spec §8, so
 * the page shows the network-error screen of spec §2 (feedback dialog included), never the generic error
 * panel with the host's words in it. The answers are the host's own (runtime/host/apiProxy.ts,
 * backendDeadline.ts): `502 {e: 502, m: 后端服务暂时不可用}` and `504 {e: 504, m: 后端服务响应超时}`.
 */
import '../testing/findCeiling.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { authCacheKeys } from '../auth/session.ts';
import { officeDb } from '../storage/officeDb.ts';
import { failure, ok, type Fixture, type Fixtures } from '../testing/fixtureFetch.ts';
import { widgetPageElement, type PageSetup } from '../testing/renderWidgetPage.tsx';

afterEach(() => {
  cleanup();
  officeDb.clear();
});

const hostAnswer = (status: number, e: number, m: string): Fixture => ({ status, body: JSON.stringify({ e, m, d: null }) });
const backendDown = hostAnswer(502, 502, '后端服务暂时不可用');
const backendTooSlow = hostAnswer(504, 504, '后端服务响应超时');
const gatewayPage: Fixture = { status: 503, body: '<html><body>503 Service Temporarily Unavailable</body></html>' };

const demo = resolvedSite('demo');
const user: PageSetup['user'] = { name: '张同学', auth: {} };
/** A page of the demo site that needs login: its permissions are loaded before it shows. */
const loginPath = `/${Object.entries(demo.routes).find(([, route]) => route.login)![0]}`;

async function open(path: string, fixtures: Fixtures, withUser?: PageSetup['user']) {
  const { element } = await widgetPageElement({ manifest: demo, path, fixtures, ...(withUser ? { user: withUser } : {}) });
  await act(async () => {
    render(element);
  });
}

/** The network-error screen, with its retry and its feedback dialog (spec §2), and no generic panel beside it. */
async function expectNetworkErrorScreen() {
  const screenElement = await screen.findByTestId('network-error');
  expect(screen.getByRole('heading', { name: '网络错误' })).toBeTruthy();
  expect(screen.queryByTestId('api-error')).toBeNull();
  expect(screen.queryByTestId('auth-failed')).toBeNull();
  expect(screenElement.textContent).not.toContain('后端服务');
  expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
  expect(screen.getByTestId('feedback-dialog')).toBeTruthy();
}

describe('a down backend shows the network-error screen', () => {
  it.each([
    ['down (502 from the host)', backendDown],
    ['too slow (504 from the host)', backendTooSlow],
    ['behind a gateway that says 503 in HTML', gatewayPage],
    ['resetting the connection', 'network-error' as const],
  ])('a list page whose backend is %s', async (_, answer) => {
    await open('/news/index', { '/news/list': answer });
    await expectNetworkErrorScreen();
  });

  it.each([
    ['down (502 from the host)', backendDown],
    ['too slow (504 from the host)', backendTooSlow],
  ])('a detail page whose backend is %s', async (_, answer) => {
    await open('/news/detail?id=3', { '/news/detail': answer });
    await expectNetworkErrorScreen();
  });

  it.each([
    ['down (502 from the host)', backendDown],
    ['too slow (504 from the host)', backendTooSlow],
    ['resetting the connection', 'network-error' as const],
  ])("the shell's boot calls (the user's permissions) when the backend is %s", async (_, answer) => {
    await open(loginPath, { '/uc/auth/all': answer }, user);
    await expectNetworkErrorScreen();
  });

  it("the school's own refusal of the permissions stays the login-state panel, with its retry", async () => {
    await open(loginPath, { '/uc/auth/all': failure(500, '权限服务异常') }, user);
    expect(await screen.findByTestId('auth-failed')).toBeTruthy();
    expect(screen.queryByTestId('network-error')).toBeNull();
  });

  it('its retry loads the permissions again, and the page shows once the backend is back', async () => {
    // The fixture object is shared with the portal's fetch: changing it is the backend coming back.
    const permissions = { status: 502, body: JSON.stringify({ e: 502, m: '后端服务暂时不可用', d: null }) };
    await open(loginPath, { '/uc/auth/all': permissions }, user);
    await screen.findByTestId('network-error');
    expect(officeDb.get(authCacheKeys.authControl)).toBeUndefined();
    Object.assign(permissions, { status: 200, body: JSON.stringify(ok({ news: { module: ['index'] } })) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    await expect.poll(() => officeDb.get(authCacheKeys.authControl), { timeout: 8000 }).toEqual({ news: { module: ['index'] } });
    expect(screen.queryByTestId('network-error')).toBeNull();
  });
});
