/**
 * The topic board in a real Chromium against the real host and sandbox: a student opens a topic, posts a
 * message with an image (checked, uploaded through /api/upload/index, shown from /site/attach), sees it
 * at the top of the topic, replies to it; a wrong file type and an empty message are refused before
 * anything is sent; an anonymous reader can read but is sent to login to post.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, scrollToListFoot, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(!hasChromium())('topic board in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student posts a message with an image, sees it in the topic, and a reply appears', async () => {
    const { page } = await visitPortal(env, '/topic/detail?id=3', { device: phone, as: 'student', waitFor: '[data-testid="topic-posts"] li' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('校园跑团招新啦');
    await page.getByRole('link', { name: '发表留言' }).click();
    await page.waitForURL((url) => url.pathname === '/topic/postMsg');
    await page.waitForSelector('[data-testid="topic-post-topic"]');

    // Refused in the browser: an empty message, a file that is not an image.
    await page.getByRole('button', { name: '发表' }).click();
    expect(await page.locator('#topic-post-error').textContent()).toBe('请填写内容');
    await page.getByTestId('topic-post-images-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('不支持“notes.txt”的文件类型');
    expect(await page.locator('[data-testid="topic-post-images"] img').count()).toBe(0);

    await page.getByTestId('topic-post-images-file').setInputFiles({ name: 'track.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForSelector('[data-testid="topic-post-images"] img[src*="/site/attach?file=all/"]');
    const message = '周二傍晚能来，想加入 6 分配速组！';
    await page.getByLabel('留言内容').fill(message);
    await page.getByRole('button', { name: '发表' }).click();

    await page.waitForURL((url) => url.pathname === '/topic/detail' && url.searchParams.get('id') === '3');
    const first = page.getByTestId('topic-post').first();
    await expect.poll(() => first.textContent()).toContain(message);
    expect(await first.textContent()).toContain('王小明');
    const image = first.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await image.getAttribute('src')).toMatch(/^\/site\/attach\?file=all\/\d{4}\/[a-z0-9]{16}\.png$/);

    await first.getByRole('button', { name: '回复' }).click();
    await first.getByRole('button', { name: '发送' }).click();
    expect(await first.getByRole('alert').textContent()).toBe('请填写内容');
    await first.getByRole('textbox').fill('欢迎！周二东操场见。');
    await first.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => first.getByTestId('topic-replies').textContent()).toContain('王小明：欢迎！周二东操场见。');

    // What reached the school's side.
    const stored = env.portal.sandbox.db
      .prepare<[], { content: string; images: string }>('SELECT content, images FROM topic_posts WHERE topic_id = 3 ORDER BY id DESC LIMIT 1')
      .get();
    expect(stored?.content).toBe(message);
    expect(JSON.parse(stored!.images)).toHaveLength(1);
    await closeCleanly(page);
  });

  it('an anonymous reader pages through the topics and is asked to log in to post', async () => {
    const { page } = await visitPortal(env, '/topic/index', { waitFor: '[data-testid="topic-list"] li' });
    expect(await page.locator('[data-testid="topic-list"] li').count()).toBe(10);
    expect(await page.locator('[data-testid="topic-list"] li').first().textContent()).toContain('置顶');
    await scrollToListFoot(page);
    await expect.poll(() => page.locator('[data-testid="topic-list"] li').count()).toBe(12);

    await page.goto(`${env.portal.url}/topic/detail?id=1`);
    await page.waitForSelector('[data-testid="topic-posts"] li');
    expect(await page.getByTestId('topic-post').count()).toBe(10);
    expect(await page.getByRole('button', { name: '登录后回复' }).count()).toBe(10);
    await page.getByRole('link', { name: '发表留言' }).click();
    // postMsg needs a login (demo.json routes): the portal goes to the login page.
    await page.waitForURL((url) => url.pathname === '/api/uc/login');
    await closeCleanly(page);
  });
});
