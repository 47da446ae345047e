/**
 * Campus videos in a real Chromium against the host and sandbox: the list of posters, a detail whose
 * HTML5 player loads and plays the seeded WebM clip (served by the attachments store), related videos.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('video widget in Chromium', () => {
  const env = browserAndPortalForFile();

  it('opens a video from the list and plays it', async () => {
    const { page } = await visitPortal(env, '/video/list');
    const cards = page.getByTestId('video-list').getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    expect(await page.getByRole('button', { name: '下一页' }).isEnabled()).toBe(true);
    await cards.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/video/detail');
    // The list's heading may still be there for a moment after the address changes: wait for the detail's.
    await page.getByRole('heading', { level: 1, name: '2026 届毕业典礼暨学位授予仪式' }).waitFor();
    const player = page.getByTestId('video-player');
    await player.waitFor();
    // The browser reads the real file: its metadata, then frames while playing (muted: no autoplay policy).
    await page.waitForFunction(() => ((document.querySelector('[data-testid="video-player"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
    await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
    });
    await page.waitForFunction(() => ((document.querySelector('[data-testid="video-player"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.3);
    expect(await page.getByTestId('video-cannot-play').count()).toBe(0);
    expect(await page.getByTestId('video-facts').textContent()).toContain('党委宣传部');
    expect(await page.getByTestId('video-related').getByRole('link').count()).toBeGreaterThan(0);
    await closeCleanly(page);
  });

  it('shows the cannot-play state when the file is not a playable video', async () => {
    // The school's file turned into something else (here: a poster where the clip should be).
    const { src, poster } = env.portal.sandbox.db.prepare<[], { src: string; poster: string }>('SELECT src, poster FROM videos WHERE id = 3').get()!;
    env.portal.sandbox.db.prepare('UPDATE videos SET src = ? WHERE id = 3').run(poster);
    const { page } = await visitPortal(env, '/video/detail?id=3', { device: phone });
    const state = page.getByTestId('video-cannot-play');
    await state.waitFor();
    expect(await state.textContent()).toContain('该视频暂时无法播放');
    env.portal.sandbox.db.prepare('UPDATE videos SET src = ? WHERE id = 3').run(src);
    await state.getByRole('button', { name: '重新加载' }).click();
    await page.waitForFunction(() => ((document.querySelector('[data-testid="video-player"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
    await closeCleanly(page);
  });
});
