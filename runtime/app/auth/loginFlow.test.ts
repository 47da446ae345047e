// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { officeDb } from '../storage/officeDb.ts';
import { appendParam, goToLogin, loginUrl, logout } from './loginFlow.ts';
import { isLoginReturn } from './returnPath.ts';

const demo = resolvedSite('demo');
const wecom = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0 wxwork/4.1.0';

afterEach(() => localStorage.clear());

describe('spec §4/§7 login redirect', () => {
  it("goes to the site's login path with redirect_url", () => {
    expect(loginUrl(demo, '/news/detail?id=3', 'Mozilla/5.0 Chrome/156')).toBe('/api/uc/login?redirect_url=%2Fnews%2Fdetail%3Fid%3D3');
  });
  it('inside the enterprise messenger, through its own login redirect with redirectUrl', () => {
    expect(loginUrl(demo, '/news/index', wecom)).toBe('/api/corp/index?redirectUrl=%2Fnews%2Findex');
  });
  it('keeps a redirect parameter the login address already has', () => {
    expect(appendParam('/login?redirect_url=%2Fa', 'redirect_url', '/b')).toBe('/login?redirect_url=%2Fa');
  });
  it('clears the cached authorization and remembers that a login is under way', () => {
    officeDb.set('authControl', { news: { module: ['index'] } });
    const navigate = vi.fn();
    expect(goToLogin(demo, navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/api/uc/login?redirect_url=%2F`);
    expect(officeDb.get('authControl')).toBeUndefined();
    // The page the login is to come back to: only there does no session mean the login did not complete.
    expect(officeDb.get('loginFlag')).toBe('/');
  });
  it('knows the page a login was to come back to from any other (back from the login page to where one was)', () => {
    expect(isLoginReturn('/message/index', '/message/index')).toBe(true);
    expect(isLoginReturn('/message/index', '/polymerization/homepage')).toBe(false);
    expect(isLoginReturn(undefined, '/message/index')).toBe(false);
    expect(isLoginReturn(true, '/message/index')).toBe(false);
  });
  it('refuses a login path off the allowed hosts', () => {
    const navigate = vi.fn();
    expect(goToLogin({ ...demo, login: { ...demo.login, path: 'https://evil.example/login' } }, navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('spec §4 logout', () => {
  it("clears the cache, calls logout, then goes to the site's logout address", async () => {
    officeDb.set('authControl', { news: { module: ['index'] } });
    officeDb.set('username', { name: '王小明' });
    const order: string[] = [];
    const callLogout = vi.fn(async () => void order.push(`logout (cache ${officeDb.get('authControl') ? 'kept' : 'cleared'})`));
    const navigate = vi.fn((url: string) => void order.push(`go ${url}`));
    await logout({ ...demo, login: { ...demo.login, logoutPath: 'https://sso.demo.example/logout' } }, callLogout, navigate);
    expect(order).toEqual(['logout (cache cleared)', 'go https://sso.demo.example/logout']);
    expect(officeDb.get('username')).toBeUndefined();
  });
  it('without a logout address, goes to the login page; a failed logout call changes nothing', async () => {
    const navigate = vi.fn();
    await logout(demo, async () => Promise.reject(new Error('offline')), navigate);
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/api/uc/login?redirect_url=%2Fpolymerization%2Fhomepage`);
  });
});
