/** Headless Debian Chromium through playwright-core, with the flags this closed network needs. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const hasChromium = () => inject('chromiumPath') !== '';

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for all the files a test worker runs (the e2e project shares modules between a worker's
 * files): a launch costs most of a second of CPU, paid once per worker instead of once per file. Files
 * open their own contexts on it and close them; the browser goes when the worker does.
 */
export function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

let sharedFull: Promise<Browser> | undefined;

/** The worker's full Chromium (globalSetup.ts, fullChromiumPath): for the built-in PDF viewer the headless shell lacks. */
export function sharedFullChromium(): Promise<Browser> {
  sharedFull ??= launchChromium(inject('fullChromiumPath')).then((browser) => {
    browser.on('disconnected', () => (sharedFull = undefined));
    return browser;
  });
  return sharedFull;
}

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

/** A page that records uncaught errors, failed requests and dialogs (an alert from hostile HTML would show up here). */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[]; dialogs: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, errors, dialogs };
}

/**
 * The next page of a paged list, as a phone user gets it: scrolling to the list's foot, which loads by
 * itself. (Clicking "load more" races that same scroll-triggered load and may fetch two pages.)
 */
export async function scrollToListFoot(page: Page): Promise<void> {
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
}
