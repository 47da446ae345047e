/**
 * The account widget's profile pages (center/*) in a real Chromium against the real host and sandbox: a student
 * edits the profile (a bad e-mail refused, an avatar uploaded) and sees it on center/personal; the
 * teacher switches to the linked staff identity and the directory then offers a staff-only app.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

// A staff-only app (staff's permission map has announcementRelease, the teacher's has not), so the
// switch shows in the directory. The demo site gains real staff apps from their own widgets.
const demo = JSON.parse(readFileSync('sites/demo.json', 'utf8')) as { apps: Record<string, unknown> };
const site = {
  ...demo,
  apps: {
    ...demo.apps,
    announcementRelease: {
      widget: 'news',
      title: { zh: '通知发布', en: 'Publish notices', tw: '通知發布' },
      icon: 'notice',
      category: 'other',
      permission: true,
      props: { channel: 'notice' },
    },
  },
};
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(!hasChromium())('account profile pages (center/*) in Chromium', () => {
  const env = browserAndPortalForFile({ sites: { demo: site } });

  it('a student edits the profile: a bad e-mail is refused, the saved profile shows on center/personal', async () => {
    const { page } = await visitPortal(env, '/center/personal', { device: phone, as: 'student' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('王小明');
    await page.getByRole('link', { name: '编辑资料' }).click();
    await page.getByTestId('profile-form').waitFor();
    await page.getByLabel('昵称').fill('明明同学');
    await page.getByLabel('邮箱').fill('wxm@');
    await page.getByLabel('男', { exact: true }).check();
    await page.getByLabel('个人简介').fill('计算机学院 2023 级，校田径队队员。');
    await page.getByRole('button', { name: '保存' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('请输入正确的邮箱地址，如 name@example.com');
    expect(new URL(page.url()).pathname).toBe('/center/edit');

    // A file that is not an image is refused before upload; a PNG is uploaded.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('notes.txt');
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await page.locator('[data-testid="profile-form"] img').waitFor();

    await page.getByLabel('邮箱').fill('wxm@stu.demo.edu.cn');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL((url) => url.pathname === '/center/personal');
    const facts = page.getByTestId('profile-facts');
    await expect.poll(() => facts.textContent()).toContain('wxm@stu.demo.edu.cn');
    expect(await facts.textContent()).toContain('明明同学');
    expect(await facts.textContent()).toContain('计算机学院 2023 级，校田径队队员。');
    expect(await page.getByTestId('avatar').getAttribute('src')).toMatch(/^\/site\/attach\?file=all\//);
    expect(await page.getByTestId('avatar').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await closeCleanly(page);
  });

  it('the teacher switches to the linked staff identity and then sees staff-only apps', async () => {
    const { page } = await visitPortal(env, '/composition/all', { as: 'teacher' });
    await page.locator('[data-app="news"]').waitFor();
    expect(await page.locator('[data-app="announcementRelease"]').count()).toBe(0);

    await page.goto(`${env.portal.url}/center/switch`);
    await page.getByTestId('identities').waitFor();
    expect(await page.locator('[data-username="teacher"]').textContent()).toContain('当前身份');
    await page.locator('[data-username="staff"]').getByRole('button', { name: '切换' }).click();
    await page.locator('[data-testid="dialog-confirm"] .portal-button--primary').click();
    await page.waitForURL((url) => url.pathname === '/center/personal');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('张老师');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('职工');

    await page.goto(`${env.portal.url}/composition/all`);
    await page.locator('[data-app="announcementRelease"]').waitFor();
    expect(await page.locator('[data-app="announcementRelease"]').textContent()).toBe('通知发布');
    await closeCleanly(page);
  });
});
