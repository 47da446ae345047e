/**
 * the console in the browser against the real host: an operator logs in at /_operator/, switches
 * an app off and publishes with a reason; a student's portal (another browser context) neither lists nor
 * routes to it after a reload; restoring the previous version brings it back. Two operators editing at
 * once: the second gets a clear conflict message, keeps the draft, and publishes it on the newest version.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOperatorPassword } from '../../runtime/host/operator/operatorPassword.ts';
import { desktop, hasChromium, openPage, phone, sharedChromium } from './support/browser.ts';
import { startPortal, type Portal } from './support/portal.ts';
import type { LooseJson } from '../support/looseJson.ts';

const password = 'a long operator password';

describe.skipIf(!hasChromium())('operator console in the browser', () => {
  let browser: Browser;
  let portal: Portal;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const [li, wang] = await Promise.all([hashOperatorPassword(password), hashOperatorPassword(password)]);
    [browser, portal] = await Promise.all([
      sharedChromium(),
      startPortal({
        operators: [
          { name: 'ops-li', passwordHash: li, sites: ['*'] },
          { name: 'ops-wang', passwordHash: wang, sites: ['demo'] },
        ],
      }),
    ]);
  });
  afterAll(async () => {
    await portal?.close();
  });

  const newContext = async (options = desktop) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };

  /** Opens the console, logs in and opens the demo site's editor. */
  async function operatorOnDemo(name: string) {
    const { page, errors } = await openPage(await newContext());
    await page.goto(`${portal.url}/_operator/`);
    await page.getByLabel('用户名').fill(name);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    if (name === 'ops-li') await page.locator('[data-site-id="demo"]').click(); // ops-wang has one site: it opens by itself
    await page.getByTestId('draft-bar').waitFor();
    return { page, errors };
  }

  async function publish(page: Page, reason: string) {
    await page.getByRole('button', { name: '发布', exact: true }).click(); // waits until the draft is validated
    const dialog = page.getByTestId('publish-dialog');
    await dialog.getByLabel('发布说明').fill(reason);
    await dialog.getByRole('button', { name: '确认发布' }).click();
  }

  const fileText = (siteId: string) => readFileSync(join(portal.sitesDir, `${siteId}.json`), 'utf8');
  const onDisk = (siteId: string) => JSON.parse(fileText(siteId)) as LooseJson;

  it('switch an app off and publish: a student no longer sees or reaches it after a reload; a restore brings it back', async () => {
    const { page: console, errors: consoleErrors } = await operatorOnDemo('ops-li');
    expect(await console.getByTestId('operator-name').textContent()).toBe('ops-li');

    // A student, logged in through the school's login page, sees the app.
    const { page: student, errors: studentErrors } = await openPage(await newContext(phone));
    await student.goto(`${portal.url}/api/uc/login?redirect_url=%2Fpolymerization%2Fhomepage`);
    await student.fill('input[name="username"]', 'student');
    await student.fill('input[name="password"]', 'demo');
    await student.click('button[type="submit"]');
    await student.waitForSelector('[data-testid="logout-button"]');
    await student.waitForSelector('[data-app="tjuNews"]');

    const tjuNews = console.getByRole('switch', { name: '校园要闻 (tjuNews)：启用' });
    expect(await tjuNews.isChecked()).toBe(true);
    const before = fileText('demo');
    await tjuNews.click();
    expect(await console.getByTestId('change-count').textContent()).toBe('未发布的修改 1 处');
    await console.getByRole('button', { name: '查看差异' }).click();
    await expect.poll(() => console.getByTestId('diff-view').locator('[data-path="/apps/tjuNews/enabled"]').count()).toBe(1);
    await publish(console, '校园要闻栏目暂停维护');
    await console.getByText(/已发布，版本 1/).waitFor();
    expect(onDisk('demo').apps.tjuNews.enabled).toBe(false);
    // The file as the school wrote it, with one line of its own for the change (§8).
    const [was, is] = [before.split('\n'), fileText('demo').split('\n')];
    const head = was.findIndex((line, i) => line !== is[i]);
    const tail = [...was].reverse().findIndex((line, i) => line !== is[is.length - 1 - i]);
    expect(was.slice(head, was.length - tail)).toEqual(['      "login": false']);
    expect(is.slice(head, is.length - tail)).toEqual(['      "login": false,', '      "enabled": false']);

    await expect
      .poll(
        async () => {
          await student.reload();
          await student.waitForSelector('[data-app="news"]');
          return student.locator('[data-app="tjuNews"]').count();
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    await student.goto(`${portal.url}/tjuNews/index`);
    await student.waitForSelector('[data-testid="no-page"]');

    // History: version 0 is the file as it was; restore it with a reason.
    await console.getByRole('tab', { name: '版本历史' }).click();
    const history = console.getByTestId('history-view');
    await history.locator('[data-version="1"]').getByText('校园要闻栏目暂停维护').waitFor();
    expect(await history.locator('[data-version="1"]').textContent()).toContain('ops-li');
    await history.getByRole('button', { name: '恢复此版本: 版本 0' }).click();
    const dialog = console.getByTestId('restore-dialog');
    await dialog.getByLabel('恢复原因').fill('维护完成，恢复校园要闻');
    await dialog.getByRole('button', { name: '确认恢复' }).click();
    await console.getByText(/已恢复版本 0，新版本为 2/).waitFor();
    expect(onDisk('demo').apps.tjuNews.enabled).toBeUndefined();
    // Version 2 repeats version 0's bytes: only the newest of the two is marked current (§10).
    await expect.poll(() => history.locator('[data-version="2"]').getByText('当前版本').count()).toBe(1);
    expect(await history.getByText('当前版本').count()).toBe(1);

    await student.goto(`${portal.url}/polymerization/homepage`);
    await student.waitForSelector('[data-app="tjuNews"]');
    await student.goto(`${portal.url}/tjuNews/index`);
    await student.waitForSelector('[data-testid="news-list"]');
    expect(consoleErrors).toEqual([]);
    expect(studentErrors).toEqual([]);
  });

  it('previews the draft as a visitor before publishing, and the draft shows inline problems as you type', async () => {
    const { page, errors } = await operatorOnDemo('ops-li');
    await page.getByRole('switch', { name: '校园要闻 (tjuNews)：启用' }).click();
    await page.getByLabel('预览身份').selectOption('visitor');
    await page.getByRole('button', { name: '预览', exact: true }).click();
    const frame = page.frameLocator('iframe[title="以访客身份预览门户"]');
    await frame.locator('[data-app="news"]').first().waitFor();
    expect(await frame.locator('[data-app="tjuNews"]').count()).toBe(0);
    expect(await frame.locator('[data-app="tjuNotice"]').count()).toBe(0); // a visitor may not use it

    await page.getByRole('tab', { name: '品牌' }).click();
    await page.getByLabel('主色', { exact: true }).fill('blue');
    await page.locator('[data-testid="field-problems"]').getByText('须为颜色值，例如 #1769e0').waitFor();
    expect(await page.getByTestId('problem-list').textContent()).toContain('branding › colors › primary');
    expect(await page.getByRole('button', { name: '发布', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    expect(onDisk('demo').apps.tjuNews.enabled).toBeUndefined(); // nothing was saved

    // The draft follows the operator to another computer (the host keeps it once typing pauses).
    const hostDraft = (on: Page) =>
      on.evaluate(async () => ((await (await fetch('/_operator/api/sites/demo/draft')).json()) as { draft: { edits: unknown[] } | null }).draft);
    await expect.poll(async () => (await hostDraft(page))?.edits.length, { timeout: 10_000 }).toBe(2);
    const elsewhere = await operatorOnDemo('ops-li');
    await elsewhere.page
      .getByTestId('notice')
      .getByText(/恢复了未发布的草稿（2 处修改/)
      .waitFor();
    await elsewhere.page.getByRole('tab', { name: '品牌' }).click();
    expect(await elsewhere.page.getByLabel('主色', { exact: true }).inputValue()).toBe('blue');
    // Discarded there, it is gone from the host too, and the next test's operator starts clean.
    // openPage dismisses every dialog (a hostile alert shows up there); this confirmation is the operator's, and accepted.
    elsewhere.page.removeAllListeners('dialog');
    elsewhere.page.once('dialog', (dialog) => void dialog.accept());
    await elsewhere.page.getByTestId('notice').getByRole('button', { name: '放弃草稿' }).click();
    await expect.poll(() => hostDraft(elsewhere.page), { timeout: 10_000 }).toBeNull();
    expect(elsewhere.errors).toEqual([]);
  });

  it('of two concurrent edits, the second gets a clear conflict message, keeps its draft, and publishes it on the newest version', async () => {
    const first = await operatorOnDemo('ops-li');
    const second = await operatorOnDemo('ops-wang');

    await first.page.getByRole('switch', { name: '通知公告 (tjuNotice)：在目录中显示' }).click();
    await second.page.getByLabel('新闻资讯 (news)：排序').fill('7');
    await publish(first.page, '通知公告不在目录中显示');
    await first.page.getByText(/已发布/).waitFor();

    await publish(second.page, '新闻资讯排在最前');
    const conflict = second.page.getByTestId('conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('另一位管理员已发布了新版本，您的草稿已保留；请查看最新版本后重新应用修改');
    // Nothing is lost: the draft is on screen and on the device, and nothing of it was written.
    expect(await second.page.getByTestId('change-count').textContent()).toBe('未发布的修改 1 处');
    expect(await second.page.getByLabel('新闻资讯 (news)：排序').inputValue()).toBe('7');
    const stored = await second.page.evaluate(() => localStorage.getItem('officeDb.operatorDraft.demo.ops-wang'));
    expect(JSON.parse(stored!).v.edits).toEqual([{ path: ['apps', 'news', 'order'], value: 7 }]);
    expect(onDisk('demo').apps.news.order).toBe(1);

    await conflict.getByRole('button', { name: '载入最新版本并重新应用我的修改' }).click();
    await second.page.getByText(/已在最新版本上重新应用（1 处）/).waitFor();
    await publish(second.page, '新闻资讯排在最前');
    await second.page.getByText(/已发布/).waitFor();
    const manifest = onDisk('demo');
    expect(manifest.apps.news.order).toBe(7);
    expect(manifest.apps.tjuNotice.visible).toBe(false); // the first operator's change stays
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });
});
