/**
 * Lost and found in a real Chromium against the host and sandbox, three accounts: a student (王小明,
 * phone) posts a found item with a picture, which waits for review; the reviewer (郭小芸, desktop)
 * approves it from the 待审核 tab; another student (林晓雨, phone) then finds it among the found items.
 */
import { describe, expect, it } from 'vitest';
import { scenePng, seedScene } from '../../../sandbox/testing.ts';
import { browserAndPortalForFile, closeCleanly, hasChromium, phone, visitPortal } from '../../../tests/e2e/support/index.ts';

const TITLE = '捡到一副蓝牙耳机';

describe.skipIf(!hasChromium())('lost and found in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student posts a found item, the reviewer approves it, another student sees it', async () => {
    const author = await visitPortal(env, '/found/publish', { device: phone, as: 'student' });
    const form = author.page.getByTestId('lost-found-publish');
    await form.waitFor();
    await form.getByLabel('我捡到东西').check();
    await form.getByLabel('物品类别').selectOption('electronics');
    await form.getByLabel('物品名称').fill(TITLE);
    await form.getByLabel('描述').fill('白色充电盒，已交到图书馆总服务台。');
    await form.getByLabel('拾获地点').fill('图书馆三楼');
    await form.getByLabel('联系方式').fill('图书馆总服务台');
    await form.getByTestId('image-picker-file').setInputFiles({ name: '耳机.png', mimeType: 'image/png', buffer: scenePng(seedScene(3)) });
    await form.getByTestId('image-picker').locator('img').waitFor();
    await form.getByRole('button', { name: '提交审核' }).click();
    await author.page.waitForURL((url) => url.pathname === '/found/detail');
    const post = author.page.getByTestId('lost-found-post');
    await post.getByText('待审核').waitFor();

    const reviewer = await visitPortal(env, '/found/index?tab=review', { as: 'foundreviewer' });
    await reviewer.page
      .getByTestId('lost-found-review')
      .getByRole('link', { name: new RegExp(TITLE) })
      .click();
    const decision = reviewer.page.getByTestId('lost-found-review-form');
    await decision.getByRole('button', { name: '通过并发布' }).click();
    await reviewer.page.waitForURL((url) => url.pathname === '/found/index' && url.searchParams.get('tab') === 'review');

    const other = await visitPortal(env, '/found/index?tab=found', { device: phone, as: 'freshman' });
    await other.page
      .getByTestId('lost-found-list')
      .getByRole('link', { name: new RegExp(TITLE) })
      .click();
    const seen = other.page.getByTestId('lost-found-post');
    await seen.getByText('已发布').waitFor();
    expect(await seen.locator('[data-fact="contact"]').textContent()).toBe('图书馆总服务台');
    await other.page.waitForFunction(
      () => ((document.querySelector('[data-testid="lost-found-images"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
    );
    expect(await seen.getByRole('button', { name: '已归还失主' }).count()).toBe(0);

    await closeCleanly(author.page);
    await closeCleanly(reviewer.page);
    await closeCleanly(other.page);
  });
});
