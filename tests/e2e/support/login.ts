/** Logging a demo account in through the sandbox's login page, as a user would (password `demo`). */
import type { Page } from 'playwright-core';

/** Fills and submits the login form already on screen. */
export async function logIn(page: Page, username: string): Promise<void> {
  await page.waitForSelector('form input[name="username"]');
  await page.fill('input[name="username"]', username);
  await page.fill('input[name="password"]', 'demo');
  await page.click('button[type="submit"]');
}

/** Opens the login page, logs `username` in and waits until the portal shows `path` (e.g. `/notice/index`). */
export async function logInAndOpen(page: Page, portalUrl: string, username: string, path: string): Promise<void> {
  await page.goto(`${portalUrl}/api/uc/login?redirect_url=${encodeURIComponent(path)}`);
  await logIn(page, username);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}
