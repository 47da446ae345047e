/** Headless Debian Chromium through playwright-core, with the flags this closed network needs. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const hasChromium = () => inject('chromiumPath') !== '';

const shared = new Map<string, Promise<Browser>>();

/**
 * One Chromium of each binary for all the files a test worker runs (the e2e project shares modules
 * between a worker's files): a launch costs most of a second of CPU, paid once per worker instead of once
 * per file. Files open their own contexts on it and close them; the browser goes when the worker does.
 */
function sharedBrowser(executablePath: string): Promise<Browser> {
  let browser = shared.get(executablePath);
  if (!browser) {
    browser = launchChromium(executablePath).then((launched) => {
      launched.on('disconnected', () => shared.delete(executablePath));
      return launched;
    });
    shared.set(executablePath, browser);
  }
  return browser;
}

/** The worker's Chromium for the tests: the headless shell where installed (globalSetup.ts). */
export const sharedChromium = (): Promise<Browser> => sharedBrowser(inject('chromiumPath'));

/**
 * The worker's full Chromium (globalSetup.ts, fullChromiumPath), for the built-in PDF viewer the headless
 * shell lacks; the same browser as sharedChromium's where no shell is installed.
 */
export const sharedFullChromium = (): Promise<Browser> => sharedBrowser(inject('fullChromiumPath'));

export function launchChromium(executablePath = inject('chromiumPath')): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
  isMobile: true,
  hasTouch: true,
};

export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, screen: { width: 1440, height: 900 } };

/** What each page of openPage records, for closeCleanly. */
const pageRecords = new WeakMap<Page, { errors: string[]; dialogs: string[] }>();

/** A page that records uncaught errors, failed requests and dialogs (an alert from hostile HTML would show up here). */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[]; dialogs: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  pageRecords.set(page, { errors, dialogs });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, errors, dialogs };
}

/** Expects that a page of openPage had no uncaught error and no browser dialog, then closes its context. */
export async function closeCleanly(page: Page): Promise<void> {
  const records = pageRecords.get(page);
  if (!records) throw new Error('closeCleanly: only a page of openPage records what went wrong in it');
  expect(records.errors).toEqual([]);
  expect(records.dialogs).toEqual([]);
  await page.context().close();
}

/**
 * The next page of a paged list, as a phone user gets it: scrolling to the list's foot, which loads by
 * itself. (Clicking "load more" races that same scroll-triggered load and may fetch two pages.)
 */
export async function scrollToListFoot(page: Page): Promise<void> {
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
}
