// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describePageStates, openPage as open, resolvedSite, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { atlasAlbum, atlasFixtures } from '../fixtures.ts';
import { schoolAtlasPages } from '../pageStates.ts';

const demo = resolvedSite('demo');
vi.setConfig({ testTimeout: 20_000 });
resetPagesAfterEach();

const albums = () => within(screen.getByTestId('atlas-albums')).getAllByRole('listitem');

describe('schoolAtlas/index', () => {
  it('lists the albums with their photo counts, by category', async () => {
    await open('/schoolAtlas/index', atlasFixtures.data);
    await screen.findByTestId('atlas-albums');
    expect(albums()).toHaveLength(4);
    const link = screen.getByRole('link', { name: /^四季校园/ });
    expect(link.getAttribute('href')).toBe('/schoolAtlas/index?album=1');
    expect(screen.getByRole('group', { name: '图集分类' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '校园风光' }));
    await waitFor(() => expect(albums()).toHaveLength(2));
  });

  it('keeps only the categories the school chose', async () => {
    const site = { ...demo, apps: { ...demo.apps, schoolAtlas: { ...demo.apps.schoolAtlas!, props: { categories: ['events'] } } } };
    await open('/schoolAtlas/index', atlasFixtures.data, { manifest: site });
    await screen.findByTestId('atlas-albums');
    expect(albums()).toHaveLength(1);
    expect(screen.queryByRole('group', { name: '图集分类' })).toBeNull();
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
});

describePageStates(schoolAtlasPages.index);
