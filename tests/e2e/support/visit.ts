/**
 * What most browser tests open and end with: a page of its own context on a path of the file's portal
 * (as a device, logged in or not); at the end, closeCleanly (browser.ts) expects nothing went wrong in it.
 *
 *   const { page } = await visitPortal(env, '/guide/index', { device: phone, waitFor: '[data-testid="guide-list"] li' });
 *   …
 *   await closeCleanly(page);
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { desktop, openPage } from './browser.ts';
import { logInAndOpen } from './login.ts';
import type { Portal } from './portal.ts';

export interface VisitOptions {
  /** The context's device: `desktop` unless given (`phone`, or any context options). */
  device?: BrowserContextOptions;
  /** A demo account that logs in through the login page first (logInAndOpen). */
  as?: string;
  /** A selector to wait for once the page is open. */
  waitFor?: string;
}

/** A new context of `env.browser` with one recording page (openPage), opened at `path` of `env.portal`. */
export async function visitPortal(
  env: { browser: Browser; portal: Portal },
  path: string,
  { device = desktop, as, waitFor }: VisitOptions = {},
): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(await env.browser.newContext(device));
  if (as) await logInAndOpen(opened.page, env.portal.url, as, path);
  else await opened.page.goto(`${env.portal.url}${path}`);
  if (waitFor) await opened.page.waitForSelector(waitFor);
  return opened;
}
