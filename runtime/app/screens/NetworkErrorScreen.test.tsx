// @vitest-environment jsdom
import '../testing/findCeiling.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { widgetPageElement } from '../testing/renderWidgetPage.tsx';
import { ok } from '../testing/fixtureFetch.ts';
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import { statusImages } from './statusImages.ts';

afterEach(() => {
  cleanup();
  document.title = '';
});

async function openOffline(manifest: ResolvedSiteManifest, sent: string[] = []) {
  const { element } = await widgetPageElement({
    manifest,
    path: '/news/index',
    fixtures: { '/news/list': 'network-error', '/feedback/submit': (_query, body) => (sent.push(body.get('content') ?? ''), ok(null)) },
  });
  await act(async () => {
    render(element);
  });
  return screen.findByTestId('network-error');
}

describe('spec §2 network-error screen', () => {
  it("shows the runtime's picture, 网络错误, a back button (one history step) and feedback, whatever the school's image prefix", async () => {
    const demo = resolvedSite('demo');
    // A school whose content images live on another server: the runtime's own picture is not looked for there.
    await openOffline({ ...demo, images: { prefix: 'https://img.school.example/' } });
    expect(screen.getByRole('heading', { name: '网络错误' })).toBeTruthy();
    expect(document.querySelector('[data-testid="network-error"] img')?.getAttribute('src')).toBe(statusImages.networkError);
    expect(statusImages.networkError).not.toContain('img.school.example');
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('clears the page title if it is still the loading title', async () => {
    document.title = '加载中...';
    await openOffline(resolvedSite('demo'));
    await waitFor(() => expect(document.title).not.toBe('加载中...'));
  });

  it('the feedback dialog closes only on submit, and by default sends nothing (spec §4)', async () => {
    const sent: string[] = [];
    await openOffline(resolvedSite('demo'), sent);
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    const textarea = screen.getByPlaceholderText('请输入您的意见');
    fireEvent.change(textarea, { target: { value: '宿舍楼网络经常断开' } });
    fireEvent.keyDown(textarea, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('feedback-dialog')); // the backdrop
    expect(screen.getByTestId('feedback-dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.queryByTestId('feedback-dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('sends the feedback when the site names an API key for it', async () => {
    const sent: string[] = [];
    const demo = resolvedSite('demo');
    await openOffline({ ...demo, networkError: { feedbackApi: 'feedback.submit' } }, sent);
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    fireEvent.change(screen.getByPlaceholderText('请输入您的意见'), { target: { value: '宿舍楼网络经常断开' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual(['宿舍楼网络经常断开']));
  });

  it('speaks en and tw', async () => {
    const { element } = await widgetPageElement({
      manifest: resolvedSite('demo'),
      path: '/news/index',
      language: 'tw',
      fixtures: { '/news/list': 'network-error' },
    });
    await act(async () => {
      render(element);
    });
    expect(await screen.findByRole('heading', { name: '網路錯誤' })).toBeTruthy();
  });
});
