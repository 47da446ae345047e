// @vitest-environment jsdom
/**
 * Spec §9 "image preview loading delay 500 ms": the full-screen preview shows a spinner only for an image
 * still loading after 500 ms; it closes on a tap or Escape and pages through a list.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/useTranslation.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/manifestProblems.ts';
import { createI18n } from '../i18n/i18n.ts';
import { DialogHost } from './DialogHost.tsx';
import { IMAGE_PREVIEW_LOADING_DELAY_MS, createDialogs, type ImagePreviewOptions } from './dialogService.ts';

let opener: HTMLElement;

async function openPreview(src: string, options?: ImagePreviewOptions, language: Language = 'zh') {
  const i18n = await createI18n(language);
  const dialogs = createDialogs();
  render(
    <I18nProvider i18n={i18n}>
      <button type="button">查看图片</button>
      <DialogHost dialogs={dialogs} />
    </I18nProvider>,
  );
  opener = screen.getByRole('button', { name: '查看图片' });
  opener.focus();
  vi.useFakeTimers();
  act(() => void dialogs.previewImage(src, options));
  return { dialogs, preview: screen.getByRole('dialog', { name: language === 'en' ? 'Image preview' : '图片预览' }) };
}

const image = () => screen.getByTestId('image-preview').querySelector('img')!;
const spinner = () => screen.queryByTestId('image-preview-loading');
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const key = (name: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: name }));

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('spec §9 image preview loading delay 500 ms', () => {
  it('shows no spinner before 500 ms, and one after if the image is still loading', async () => {
    await openPreview('/static/big.jpg');
    expect(image().getAttribute('src')).toBe('/static/big.jpg');
    wait(IMAGE_PREVIEW_LOADING_DELAY_MS - 1);
    expect(spinner()).toBeNull();
    wait(1);
    expect(spinner()?.getAttribute('role')).toBe('status');
    expect(spinner()?.textContent).toBe('图片加载中...');
    act(() => void fireEvent.load(image()));
    expect(spinner()).toBeNull();
  });

  it('never shows a spinner for an image that loads within 500 ms', async () => {
    await openPreview('/static/small.jpg');
    wait(100);
    act(() => void fireEvent.load(image()));
    wait(2000);
    expect(spinner()).toBeNull();
    expect(image().dataset.state).toBe('loaded');
  });

  it('says so when the image cannot be loaded', async () => {
    await openPreview('/static/missing.jpg', {}, 'en');
    act(() => void fireEvent.error(image()));
    wait(1000);
    expect(spinner()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The image could not be loaded');
  });

  it('starts the 500 ms over for each image of a list', async () => {
    await openPreview('/a.jpg', { images: ['/a.jpg', '/b.jpg'] });
    act(() => void fireEvent.load(image()));
    key('ArrowRight');
    expect(image().getAttribute('src')).toBe('/b.jpg');
    wait(499);
    expect(spinner()).toBeNull();
    wait(1);
    expect(spinner()).not.toBeNull();
  });
});

describe('image preview closing', () => {
  it('closes on a tap anywhere and gives focus back', async () => {
    const { preview } = await openPreview('/a.jpg', { alt: '校园地图' });
    expect(screen.getByRole('img', { name: '校园地图' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click(image());
    expect(preview.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and on the close button', async () => {
    const first = await openPreview('/a.jpg');
    key('Escape');
    expect(first.preview.isConnected).toBe(false);
    act(() => void first.dialogs.previewImage('/b.jpg'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });

  it('closes when the service closes it or hides everything', async () => {
    const { dialogs } = await openPreview('/a.jpg');
    act(() => dialogs.hideAll());
    expect(screen.queryByTestId('image-preview')).toBeNull();
  });
});

describe('image preview list: next and previous', () => {
  it('pages with the buttons, the arrow keys and a swipe, and stops at the ends', async () => {
    const { preview } = await openPreview('/b.jpg', { images: ['/a.jpg', '/b.jpg', '/c.jpg'] });
    expect(image().getAttribute('src')).toBe('/b.jpg');
    expect(preview.textContent).toContain('第 2 张，共 3 张');

    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(image().getAttribute('src')).toBe('/c.jpg');
    expect(screen.getByRole('button', { name: '下一张' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(image().getAttribute('src')).toBe('/c.jpg');
    expect(preview.isConnected).toBe(true); // the buttons do not close the preview

    key('ArrowLeft');
    key('ArrowLeft');
    expect(image().getAttribute('src')).toBe('/a.jpg');

    // A swipe to the left pages forward, and the click that ends it does not close the preview.
    fireEvent.pointerDown(image(), { clientX: 300 });
    fireEvent.pointerUp(image(), { clientX: 120 });
    fireEvent.click(image());
    expect(image().getAttribute('src')).toBe('/b.jpg');
    expect(preview.isConnected).toBe(true);
  });

  it('shows no paging controls for a single image', async () => {
    await openPreview('/a.jpg');
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
  });

  it('keeps Tab inside the preview', async () => {
    await openPreview('/a.jpg', { images: ['/a.jpg', '/b.jpg'] });
    const close = screen.getByRole('button', { name: '关闭' });
    const next = screen.getByRole('button', { name: '下一张' });
    expect(document.activeElement).toBe(close);
    act(() => void fireEvent.keyDown(close, { key: 'Tab', shiftKey: true }));
    expect(document.activeElement).toBe(next);
    key('Tab');
    expect(document.activeElement).toBe(close);
    // Focus that has slipped out (a tap on the page behind) comes back on the next Tab.
    act(() => opener.focus());
    key('Tab');
    expect(document.activeElement).toBe(close);
  });

  it('leaves Escape to a confirm opened over the preview', async () => {
    const { dialogs } = await openPreview('/a.jpg');
    let answer!: Promise<boolean>;
    act(() => {
      answer = dialogs.confirm({ message: '保存图片？' });
    });
    key('Escape');
    await act(async () => {
      await expect(answer).resolves.toBe(false);
    });
    expect(screen.getByTestId('image-preview')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
  });
});
