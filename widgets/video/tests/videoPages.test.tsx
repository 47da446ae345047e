// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describePageStates, openPage as open, expectIdRefusals, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { videoCards, videoFixtures } from '../fixtures.ts';
import { videoPages } from '../pageStates.ts';
import { formatDuration } from '../pages/formatDuration.ts';
import { SAMPLE_CLIP_DATA_URL } from '../sampleClip.ts';

// The first page load transforms the widget's modules on the fly, on a shared machine: allow it time.
vi.setConfig({ testTimeout: 20_000 });
resetPagesAfterEach();

const cards = () => within(screen.getByTestId('video-list')).getAllByRole('listitem');

describe('formatDuration', () => {
  it('shows minutes and seconds, hours from an hour on', () => {
    expect(formatDuration(4)).toBe('0:04');
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(3_725)).toBe('1:02:05');
  });
});

describe('video/list', () => {
  it('shows the first page of posters with length, views and a link to each detail', async () => {
    await open('/video/list', videoFixtures.data);
    await screen.findByTestId('video-list');
    expect(cards()).toHaveLength(12);
    const first = within(cards()[0]!).getByRole('link');
    expect(first.getAttribute('href')).toBe('/video/detail?id=1');
    expect(first.textContent).toContain('2026 届毕业典礼暨学位授予仪式');
    expect(first.textContent).toContain('1:35');
    expect(first.textContent).toContain('12000 次播放');
    expect(screen.getByText('共 14 个视频')).toBeTruthy();
  });

  it('turns pages', async () => {
    await open('/video/list', videoFixtures.data);
    await screen.findByTestId('video-list');
    expect(screen.getByText('第 1 / 2 页')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(cards()).toHaveLength(videoCards.length - 12));
    expect(screen.getByText('第 2 / 2 页')).toBeTruthy();
    expect(screen.getByText(videoCards[13]!.title)).toBeTruthy();
  });

  it('filters by category from page 1', async () => {
    await open('/video/list', videoFixtures.data);
    await screen.findByTestId('video-list');
    fireEvent.click(screen.getByRole('button', { name: /^校园风光/ }));
    await waitFor(() => expect(cards()).toHaveLength(videoCards.filter((c) => c.category === 'scenery').length));
    expect(screen.getByRole('button', { name: /^校园风光/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});

describePageStates(videoPages.list);

describe('video/detail', () => {
  it('plays the file in an HTML5 player with its poster, facts, sanitized description and related videos', async () => {
    await open('/video/detail?id=1', videoFixtures.data);
    const player = (await screen.findByTestId('video-player')) as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.controls).toBe(true);
    expect(player.getAttribute('poster')).toBe('/static/images/news/cover-1.svg');
    const source = player.querySelector('source')!;
    expect(source.getAttribute('src')).toBe(SAMPLE_CLIP_DATA_URL);
    expect(source.getAttribute('type')).toBe('video/webm');
    expect(screen.getByRole('heading', { level: 1, name: '2026 届毕业典礼暨学位授予仪式' })).toBeTruthy();
    const facts = screen.getByTestId('video-facts').textContent;
    expect(facts).toContain('12481 次播放');
    expect(facts).toContain('党委宣传部');
    const description = await screen.findByTestId('rich-text');
    expect(description.textContent).toContain('拨穗正冠');
    expect(description.innerHTML).not.toMatch(/<script|onclick/i);
    expect(
      within(screen.getByTestId('video-related'))
        .getByRole('link', { name: /新图书馆正式启用/ })
        .getAttribute('href'),
    ).toBe('/video/detail?id=4');
  });

  it('says clearly when the file cannot be played, and loads it again on retry', async () => {
    await open('/video/detail?id=1', videoFixtures.data);
    const player = await screen.findByTestId('video-player');
    fireEvent.error(player.querySelector('source')!);
    const state = await screen.findByTestId('video-cannot-play');
    expect(state.textContent).toContain('该视频暂时无法播放');
    fireEvent.click(within(state).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByTestId('video-player')).toBeTruthy();
  });

  it("shows the school's words for a video that is gone, and refuses a malformed id", () =>
    expectIdRefusals(videoFixtures, ['/video/detail?id=99', '该视频不存在或已下架'], ['/video/detail?id=x', '未指定要观看的视频']));
});

describePageStates(videoPages.detail);
