/**
 * The account widget (polymerization/*) in a real Chromium against the real host and sandbox: a
 * student binds a phone with the SMS code (the one the sandbox answers, having no SMS) and unbinds it; search finds an app
 * and a news article; the login page keeps its redirect target; the password change refuses a weak
 * password, and after logging out the new password logs in (the old one no longer does).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, logIn, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';
import { LOGIN_PAGE_TEXTS } from '../../../sandbox/testing.ts';

async function sendCodeAndRead(page: Page): Promise<string> {
  await page.getByTestId('send-code').click();
  const text = await page.getByTestId('dev-code').textContent();
  return /(\d{6})/.exec(text ?? '')![1]!;
}

describe.skipIf(!hasChromium())('account widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student binds a phone with the SMS code, sees it on my information, then unbinds it', async () => {
    const { page } = await visitPortal(env, '/polymerization/infor', { device: phone, as: 'student' });
    await expect.poll(() => page.getByTestId('phone-row').textContent()).toContain('未绑定');
    await page.getByTestId('phone-row').click();
    await page.waitForURL((url) => url.pathname === '/polymerization/bindPh');

    // A bad number is refused before anything is sent.
    await page.getByLabel('手机号').fill('1234567');
    await page.getByTestId('send-code').click();
    expect(await page.getByRole('alert').first().textContent()).toBe('请输入正确的 11 位手机号');
    await page.getByLabel('手机号').fill('13712345678');
    const code = await sendCodeAndRead(page);
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
    await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    expect(await page.getByTestId('form-error').textContent()).toBe('验证码错误');
    await page.getByLabel('短信验证码').fill(code);
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await page.getByTestId('account-done').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('手机号 137****5678 已绑定');

    await page.getByRole('link', { name: '返回我的信息' }).click();
    await expect.poll(() => page.getByTestId('phone-row').textContent()).toContain('137****5678');
    await page.getByTestId('phone-row').click();
    await page.waitForURL((url) => url.pathname === '/polymerization/untyingPh');
    await page.getByText('验证码将发送至已绑定的手机 137****5678。').waitFor();
    await page.getByLabel('短信验证码').fill(await sendCodeAndRead(page));
    await page.getByRole('button', { name: '确认解绑' }).click();
    await page.getByTestId('account-done').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('已解除绑定');
    expect(env.portal.sandbox.db.prepare("SELECT phone FROM profiles JOIN users ON users.id = profiles.user_id WHERE username = 'student'").get()).toEqual({
      phone: null,
    });
    await closeCleanly(page);
  });

  it('search finds an app by its title and a news article, each opening in its app', async () => {
    const { page } = await visitPortal(env, '/polymerization/search');
    await page.getByTestId('search-input').fill('指南');
    await page.getByTestId('search-apps').waitFor();
    expect(await page.getByTestId('search-apps').getByRole('link').allTextContents()).toEqual(['办事指南']);
    await page.getByTestId('search-guides').getByRole('link').first().waitFor();

    await page.getByTestId('search-input').fill('心理健康');
    await page.getByTestId('search-input').press('Enter');
    const article = page
      .getByTestId('search-news')
      .getByRole('link', { name: /心理健康/ })
      .first();
    await article.waitFor();
    const title = (await article.locator('span').first().textContent())!;
    await article.click();
    await page.waitForURL((url) => url.pathname.endsWith('/detail'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);

    // Apps an anonymous user may not open (permission) are never found, nor the articles of the channels
    // whose apps they may not open: every 通知 is in the notice channel.
    await page.goto(`${env.portal.url}/polymerization/search`);
    await page.getByTestId('search-input').fill('通知');
    await page.getByText('没有找到与“通知”相关的结果').waitFor();
    expect(await page.getByTestId('search-apps').count()).toBe(0);
    expect(await page.getByTestId('search-news').count()).toBe(0);
    await closeCleanly(page);
  });

  it('the login page logs in through the school and goes on to the kept redirect target', async () => {
    const { page } = await visitPortal(env, `/polymerization/login?redirect_url=${encodeURIComponent('/center/personal')}`, { device: phone });
    await page.getByTestId('login-start').click();
    await logIn(page, 'teacher');
    await page.waitForURL((url) => url.pathname === '/center/personal');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('李老师');
    await page.goto(`${env.portal.url}/center/login`);
    expect(await page.getByTestId('login-ready').textContent()).toContain('当前登录：李老师');
    await closeCleanly(page);
  });

  it('changes the password (a weak one refused); after logging out only the new one logs in', async () => {
    const { page } = await visitPortal(env, '/polymerization/modifyPass', { device: phone, as: 'student' });
    await page.getByLabel('原密码').fill('demo');
    await page.getByLabel('新密码', { exact: true }).fill('password');
    await page.getByLabel('确认新密码').fill('password');
    await page.getByRole('button', { name: '确认修改' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('新密码需包含小写字母、大写字母、数字、符号中的至少三种');
    await page.getByLabel('原密码').fill('wrong-old');
    await page.getByLabel('新密码', { exact: true }).fill('Campus#2026');
    await page.getByLabel('确认新密码').fill('Campus#2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    expect(await page.getByTestId('form-error').textContent()).toBe('原密码不正确');
    await page.getByLabel('原密码').fill('demo');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByTestId('account-done').waitFor();

    await page.getByTestId('logout-button').click();
    await page.waitForSelector('form input[name="username"]');
    await logIn(page, 'student'); // the old password `demo`
    expect(await page.locator('p.error').textContent()).toBe(LOGIN_PAGE_TEXTS.zh.messages.wrongCredentials); // the portal's language, zh
    await page.fill('input[name="username"]', 'student');
    await page.fill('input[name="password"]', 'Campus#2026');
    await page.click('button[type="submit"]');
    await page.waitForURL((url) => url.pathname === '/polymerization/homepage');
    await page.goto(`${env.portal.url}/polymerization/infor`);
    await expect.poll(() => page.getByTestId('profile-summary').textContent()).toContain('王小明');
    await closeCleanly(page);
  });
});
