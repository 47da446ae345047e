import { describe, expect, it } from 'vitest';
import { canUse, isAdmin, mayOpenApp } from '../../shared/permissions.ts';
import { hasSessionCookie } from './session.ts';

const auth = { news: { module: ['index', 'detail'] }, repair: { module: [] }, score: {} };

describe('spec §6 canUse and isAdmin', () => {
  it('needs a non-empty module list for the app key', () => {
    expect(canUse(auth, 'news')).toBe(true);
    expect(canUse(auth, 'repair')).toBe(false);
    expect(canUse(auth, 'score')).toBe(false);
    expect(canUse(auth, 'library')).toBe(false);
    expect(canUse(undefined, 'news')).toBe(false);
  });
  it('needs the module in the list when one is asked for', () => {
    expect(canUse(auth, 'news', 'detail')).toBe(true);
    expect(canUse(auth, 'news', 'publish')).toBe(false);
  });
  it('is not fooled by inherited keys', () => {
    expect(canUse(auth, 'constructor')).toBe(false);
    expect(canUse(auth, '__proto__')).toBe(false);
  });
  it('admin means a non-empty cached authorization', () => {
    expect(isAdmin(auth)).toBe(true);
    expect(isAdmin({})).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
  it('apps without a permission in the manifest are open; others follow canUse', () => {
    expect(mayOpenApp({}, 'library', undefined)).toBe(true);
    expect(mayOpenApp({ permission: true }, 'news', auth)).toBe(true);
    expect(mayOpenApp({ permission: 'publish' }, 'news', auth)).toBe(false);
    expect(mayOpenApp({ permission: true }, 'news', undefined)).toBe(false);
  });
});

describe('spec §4 login state by cookie', () => {
  it('is logged in when a cookie name contains eai-sess', () => {
    expect(hasSessionCookie('lang=zh; eai-sess-state=1')).toBe(true);
    expect(hasSessionCookie('x_eai-sess=abc')).toBe(true);
    expect(hasSessionCookie('lang=zh; other=eai-sess')).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
  });
});
