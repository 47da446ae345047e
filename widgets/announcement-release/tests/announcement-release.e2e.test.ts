/**
 * Notice publishing end to end, in Chromium against the real host and sandbox: the staff account writes
 * a notice to students (rich text, an uploaded PDF, "important"), publishes it; the student sees it
 * unread at the top of notice/index, opens it and downloads the attachment; a teacher never sees it; a
 * student can neither see nor reach the composer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const TITLE = '关于2026-2027学年第一学期期末考试安排的通知';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.skipIf(!hasChromium())('announcement-release widget in Chromium', () => {
  const env = browserAndPortalForFile();

  // Three people in turn, each logging in: its ceiling is above the 60 s of a one-person flow.
  it('staff publish a notice with an attachment to students; the student reads and downloads it; a teacher does not see it', { timeout: 120_000 }, async () => {
    const staff = await visitPortal(env, '/announcementRelease/index', { as: 'staff' });
    const page = staff.page;
    await page.waitForSelector('[data-testid="release-form"]');
    await page.getByLabel('通知标题').fill(TITLE);
    await page.getByLabel('发布单位').fill('教务处');
    await page.getByLabel('学生', { exact: true }).check();
    const editor = page.getByTestId('rich-text-editor');
    await editor.click();
    await page.keyboard.type('期末考试将于第18周进行');
    await page.keyboard.press('Control+A');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('请携带学生证和校园卡。');
    await page.getByTestId('release-file').setInputFiles({ name: '期末考试安排.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('release-attachments').getByText('期末考试安排.pdf').waitFor();
    await page.getByLabel('重要通知（需对象确认知晓）').check();
    await page.getByRole('button', { name: '发布通知' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('通知将发送给：学生');
    await confirm.getByRole('button', { name: '确定' }).click();
    // Every student account: the student, the graduate student (widgets/account/sandbox/seed.ts), the
    // freshman (widgets/freshman-arrival/sandbox) and the second student (widgets/seat/sandbox).
    await page.getByText('发布成功，已通知 4 人').waitFor();
    await expect.poll(() => page.getByTestId('release-mine').locator('li').first().textContent()).toContain(TITLE);
    expect(await page.getByTestId('release-read-count').first().textContent()).toBe('已读 0/4');
    await closeCleanly(staff.page);

    // The student: unread at the top, opens it, downloads the attachment.
    const student = await visitPortal(env, '/notice/index', { device: { ...phone, acceptDownloads: true }, as: 'student' });
    const first = student.page.getByTestId('notice-list').locator('li').first();
    await first.waitFor();
    expect(await first.textContent()).toContain(TITLE);
    expect(await first.getByTestId('unread-mark').count()).toBe(1);
    expect(await first.textContent()).toContain('附件 1');
    await first.getByRole('link').click();
    await student.page.waitForSelector('[data-testid="rich-text"]');
    expect(await student.page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    const html = await student.page.getByTestId('rich-text').innerHTML();
    expect(html).toMatch(/<(strong|b)>期末考试将于第18周进行<\/(strong|b)>/);
    expect(html).toContain('请携带学生证和校园卡。');
    expect(await student.page.getByTestId('notice-facts').textContent()).toContain('张老师');
    const [download] = await Promise.all([student.page.waitForEvent('download'), student.page.getByTestId('notice-attachments').getByRole('link').click()]);
    expect(download.suggestedFilename()).toBe('期末考试安排.pdf');
    expect(readFileSync((await download.path())!)).toEqual(PDF);
    // Back on the list, the notice is read now.
    await student.page.getByRole('link', { name: '返回通知列表' }).click();
    await expect.poll(() => student.page.getByTestId('notice-list').locator('li').first().getByTestId('unread-mark').count()).toBe(0);

    // The composer is neither listed nor reachable for the student.
    await student.page.goto(`${env.portal.url}/polymerization/homepage`);
    await student.page.waitForSelector('[data-app="notice"]');
    expect(await student.page.locator('[data-app="announcementRelease"]').count()).toBe(0);
    await student.page.goto(`${env.portal.url}/announcementRelease/index`);
    await student.page.waitForSelector('[data-testid="no-permission"]');
    expect(await student.page.locator('[data-testid="release-form"]').count()).toBe(0);
    await closeCleanly(student.page);

    // A teacher was not addressed: not in the list, and not reachable by id.
    const teacher = await visitPortal(env, '/notice/index', { device: phone, as: 'teacher' });
    await teacher.page.getByTestId('notice-list').locator('li').first().waitFor();
    expect(await teacher.page.getByTestId('notice-list').textContent()).not.toContain(TITLE);
    const id = (env.portal.sandbox.db.prepare('SELECT id FROM notices WHERE title = ?').get(TITLE) as { id: number }).id;
    await teacher.page.goto(`${env.portal.url}/notice/noticepage?id=${id}`);
    await teacher.page.getByText('该通知不存在或不是发给你的').waitFor();
    await teacher.page.context().close();
  });
});
