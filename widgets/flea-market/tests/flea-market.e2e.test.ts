/**
 * The flea market in a real Chromium against the host and sandbox, two students: the seller (王小明,
 * phone) lists a desk lamp with a picture at ¥35.50; another student (林晓雨, desktop) favourites it on
 * the desktop pages; the seller sees the favourite and marks it reserved, then sold, which the buyer's
 * favourites show.
 */
import { describe, expect, it } from 'vitest';
import { scenePng, seedScene } from '../../../sandbox/testing.ts';
import { browserAndPortalForFile, closeCleanly, hasChromium, phone, visitPortal } from '../../../tests/e2e/support/index.ts';

const TITLE = '可调光护眼台灯';

describe.skipIf(!hasChromium())('the flea market in Chromium', () => {
  const env = browserAndPortalForFile();

  it('a student lists an item, another favourites it, the seller marks it reserved then sold', async () => {
    const seller = await visitPortal(env, '/fleamarket/publish', { device: phone, as: 'student' });
    const form = seller.page.getByTestId('market-publish');
    await form.waitFor();
    await form.getByLabel('商品名称').fill(TITLE);
    await form.getByLabel('分类').selectOption('appliances');
    await form.getByLabel('成色').selectOption('likeNew');
    await form.getByLabel('价格（元）').fill('35.5');
    await form.getByLabel('联系方式').fill('微信 lamp2026');
    await form.getByTestId('image-picker-file').setInputFiles({ name: '台灯.png', mimeType: 'image/png', buffer: scenePng(seedScene(4)) });
    await form.getByTestId('image-picker').locator('img').waitFor();
    await form.getByRole('button', { name: '发布' }).click();
    await seller.page.waitForURL((url) => url.pathname === '/fleamarket/detail');
    const id = new URL(seller.page.url()).searchParams.get('id');
    const listing = seller.page.getByTestId('market-listing');
    await listing.getByText('¥35.50').waitFor();

    const buyer = await visitPortal(env, '/fleaMartket/pcindex', { as: 'freshman' });
    await buyer.page
      .getByTestId('market-list')
      .getByRole('link', { name: new RegExp(TITLE) })
      .click();
    await buyer.page.waitForURL((url) => url.pathname === '/fleaMartket/pcdetail');
    await buyer.page.getByTestId('market-listing').getByRole('button', { name: '收藏' }).click();
    await buyer.page.getByRole('button', { name: '取消收藏' }).waitFor();

    await seller.page.reload();
    await listing.getByText('1 人收藏').waitFor();
    for (const [button, status] of [
      ['标记为已预订', '已预订'],
      ['标记为已售出', '已售出'],
    ] as const) {
      await listing.getByRole('button', { name: button }).click();
      await seller.page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
      await listing.getByRole('heading').getByText(status).waitFor();
    }
    expect(await listing.getByRole('button', { name: /标记为/ }).count()).toBe(0);

    await buyer.page.goto(`${env.portal.url}/fleaMartket/pcindex?tab=favourites`);
    const favourite = buyer.page.getByTestId('market-list').getByRole('link', { name: new RegExp(TITLE) });
    await favourite.getByText('已售出').waitFor();
    expect(await favourite.getAttribute('href')).toBe(`/fleaMartket/pcdetail?id=${id}`);

    await closeCleanly(seller.page);
    await closeCleanly(buyer.page);
  });
});
