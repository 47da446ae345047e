/**
 * The sandbox's test kit: what a widget backend's tests import (a sandbox to call, its sessions, typed
 * requests), beside the kit's entry (kit.ts) for the backend itself.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect } from 'vitest';
import { createSandbox, type Sandbox } from './sandboxApp.ts';
import { keyedCaller, type KeyedCaller } from './tests/keyedCaller.ts';

export * from './sandboxApp.ts';
export * from './tests/sessionCookies.ts';
export * from './tests/sandboxRequests.ts';
export * from './seed/media/scenePng.ts';
export * from './auth/loginThrottle.ts';
export * from './auth/loginPageTexts.ts';
export * from '../tests/support/contracts.ts';
export * from './tests/keyedCaller.ts';

/**
 * One in-memory sandbox for a whole test file, started before its tests and closed after them: read
 * `env.sandbox` inside the tests (clockedSandbox gives each test its own, on a clock of its own).
 */
export function sandboxForFile(): { sandbox: Sandbox } {
  const env = {} as { sandbox: Sandbox };
  beforeAll(() => {
    env.sandbox = createSandbox({ dbFile: ':memory:' });
  });
  afterAll(() => env.sandbox.close());
  return env;
}

/** A visitor without login, reading in `language` when given (the portal's `portal-lang` cookie). */
export const visitorCaller = (app: Hono, language?: 'zh' | 'en' | 'tw'): KeyedCaller => keyedCaller(app, language ? `portal-lang=${language}` : '');

/** Expects a seed to hold an item (by its `category`) in every category (by its `id`), naming any left empty. */
export function expectEveryCategorySeeded(seed: readonly { category: string }[], categories: readonly { id: string }[]): void {
  expect(categories.filter((category) => !seed.some((item) => item.category === category.id)).map((category) => category.id)).toEqual([]);
}
