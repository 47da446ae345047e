// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetPageElement, type PageSetup } from '../../../runtime/app/testing/renderWidgetPage.tsx';
import type { Fixtures } from '../../../runtime/app/testing/fixtureFetch.ts';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { atlasAlbum, atlasFixtures } from '../fixtures.ts';

const demo = resolvedSite('demo');
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function open(path: string, fixtures: Fixtures, extra: Partial<PageSetup> = {}) {
  const { element } = await widgetPageElement({ manifest: demo, path, fixtures, bare: true, ...extra });
  await act(async () => {
    render(element);
  });
}

const albums = () => within(screen.getByTestId('atlas-albums')).getAllByRole('listitem');

describe('schoolAtlas/index', () => {
  it('lists the albums with their photo counts, by category', async () => {
    await open('/schoolAtlas/index', atlasFixtures.data);
    await screen.findByTestId('atlas-albums');
    expect(albums()).toHaveLength(4);
    const link = screen.getByRole('link', { name: /^四季校园/ });
    expect(link.getAttribute('href')).toBe('/schoolAtlas/index?album=1');
    fireEvent.click(screen.getByRole('button', { name: '校园风光' }));
    await waitFor(() => expect(albums()).toHaveLength(2));
  });

  it('keeps only the categories the school chose', async () => {
    const site = { ...demo, apps: { ...demo.apps, schoolAtlas: { ...demo.apps.schoolAtlas!, props: { categories: ['events'] } } } };
    await open('/schoolAtlas/index', atlasFixtures.data, { manifest: site });
    await screen.findByTestId('atlas-albums');
    expect(albums()).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: '图集分类' })).toBeNull();
  });

  it('opens an album as a photo grid and previews a photo, paging through the album', async () => {
    await open('/schoolAtlas/index', atlasFixtures.data);
    fireEvent.click(await screen.findByRole('link', { name: /四季校园/ }));
    const grid = await screen.findByTestId('atlas-photos');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(atlasAlbum.photos.length);
    expect(screen.getByRole('heading', { level: 1, name: '四季校园' })).toBeTruthy();
    expect(screen.getByText(/摄影：融媒体中心/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看大图：银杏林' }));
    const preview = await screen.findByTestId('image-preview');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe(atlasAlbum.photos[2]!.url);
    expect(within(preview).getByRole('button', { name: '下一张' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回图集列表' }).getAttribute('href')).toBe('/schoolAtlas/index');
  });

  it("shows the school's words for an album that is gone", async () => {
    await open('/schoolAtlas/index?album=99', atlasFixtures.empty);
    expect(await screen.findByText('该图集不存在或已下线')).toBeTruthy();
  });

  it('has loading, empty and error states, in zh, en and tw', async () => {
    await open('/schoolAtlas/index', atlasFixtures.loading);
    expect(await screen.findByTestId('loading')).toBeTruthy();
    cleanup();
    await open('/schoolAtlas/index', atlasFixtures.empty);
    expect(await screen.findByText('暂无图集')).toBeTruthy();
    cleanup();
    await open('/schoolAtlas/index', atlasFixtures.networkError);
    expect(await screen.findByTestId('network-error')).toBeTruthy();
    cleanup();
    await open('/schoolAtlas/index', atlasFixtures.envelopeError);
    expect(await screen.findByText('请求失败：校园图集维护中，请稍后再试')).toBeTruthy();
    cleanup();
    await open('/schoolAtlas/index', atlasFixtures.empty, { language: 'en' });
    expect(await screen.findByText('No albums yet')).toBeTruthy();
    cleanup();
    await open('/schoolAtlas/index', atlasFixtures.empty, { language: 'tw' });
    expect(await screen.findByText('暫無圖集')).toBeTruthy();
  });
});
