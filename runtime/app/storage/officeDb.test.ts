// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeDb } from './officeDb.ts';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('spec §3/§9 local storage under officeDb', () => {
  it('keeps items under the officeDb namespace with no expiry by default', () => {
    officeDb.set('username', { name: '张三' });
    expect(localStorage.getItem('officeDb.username')).not.toBeNull();
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 365 * 24 * 3600 * 1000);
    expect(officeDb.get('username')).toEqual({ name: '张三' });
  });
  it('expires an item given a time to live', () => {
    vi.useFakeTimers();
    officeDb.set('authControl', { news: ['index'] }, 1000);
    expect(officeDb.get('authControl')).toEqual({ news: ['index'] });
    vi.advanceTimersByTime(1001);
    expect(officeDb.get('authControl')).toBeUndefined();
    expect(localStorage.getItem('officeDb.authControl')).toBeNull();
  });
  it('treats garbage as nothing stored', () => {
    localStorage.setItem('officeDb.broken', '{not json');
    expect(officeDb.get('broken')).toBeUndefined();
  });
  it('clears only its own keys', () => {
    localStorage.setItem('other', 'x');
    officeDb.set('a', 1);
    officeDb.set('b', 2);
    expect(officeDb.keys().sort()).toEqual(['a', 'b']);
    officeDb.clear();
    expect(officeDb.keys()).toEqual([]);
    expect(localStorage.getItem('other')).toBe('x');
  });
});
