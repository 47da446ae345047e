// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage, resolvedSite, student, visitor, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import type { ResolvedSiteManifest } from '../../../runtime/app/index.ts';

resetPagesAfterEach();

/**
 * The demo site cut down to the apps these tests name: the demo keeps gaining apps as widgets land,
 * and the directory's behaviour, not the demo's catalogue, is what is tested here.
 */
function demoSite(): ResolvedSiteManifest {
  const demo = resolvedSite('demo');
  const kept = ['home', 'news', 'tjuNews', 'tjuNotice', 'tjuOfficial', 'guide'];
  return { ...demo, apps: Object.fromEntries(Object.entries(demo.apps).filter(([key]) => kept.includes(key))) };
}

/** What most tests open: the cut-down demo site, as a logged-in student. */
const asStudent = { manifest: demoSite(), user: student };

const appLinks = () => screen.getAllByRole('link').filter((a) => a.hasAttribute('data-app'));

describe('polymerization/homepage', () => {
  it('lists the enabled, visible apps grouped by category, featured first', async () => {
    await openPage('/polymerization/homepage', {}, asStudent);
    expect(await screen.findByText('欢迎使用示范大学')).toBeTruthy();
    await screen.findAllByText('通知公告');
    const featured = screen.getByRole('heading', { name: '常用应用' }).parentElement!;
    expect(
      within(featured)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['新闻资讯', '通知公告', '校园要闻']);
    const content = screen.getByRole('heading', { name: '新闻资讯', level: 2 }).parentElement!;
    expect(
      within(content)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/news/index', '/tjuNews/index', '/tjuNotice/index', '/tjuOfficial/index']);
    // The home app itself is not visible in the directory.
    expect(appLinks().some((a) => a.getAttribute('data-app') === 'home')).toBe(false);
  });

  it('searches by title in the current language, with an empty state', async () => {
    await openPage('/polymerization/homepage', {}, asStudent);
    const search = await screen.findByTestId('app-search');
    await screen.findAllByText('通知公告');
    fireEvent.change(search, { target: { value: '通知' } });
    expect(appLinks().map((a) => a.textContent)).toEqual(['通知公告']);
    fireEvent.change(search, { target: { value: '食堂' } });
    expect(screen.getByText('没有找到与“食堂”相关的应用')).toBeTruthy();
  });

  it('searches English titles in English', async () => {
    await openPage('/polymerization/homepage', {}, { ...asStudent, language: 'en' });
    await screen.findAllByText('Notices');
    fireEvent.change(await screen.findByTestId('app-search'), { target: { value: 'notice' } });
    expect(appLinks().map((a) => a.textContent)).toEqual(['Notices']);
  });

  it('lists apps of equal order as the manifest does, in every language (tiles do not move when the language changes)', async () => {
    const demo = demoSite();
    const listed = ['tjuOfficial', 'news', 'tjuNotice', 'tjuNews'];
    const apps = Object.fromEntries([['home', demo.apps.home!], ...listed.map((key) => [key, { ...demo.apps[key]!, order: 7 }])]);
    const category = demo.apps.news!.category;
    for (const language of ['zh', 'en'] as const) {
      await openPage('/polymerization/homepage', {}, { ...asStudent, language, manifest: { ...demo, apps } });
      await waitFor(() => expect(document.querySelector(`[data-category="${category}"]`)).not.toBeNull());
      const group = document.querySelector<HTMLElement>(`[data-category="${category}"]`)!;
      expect(
        within(group)
          .getAllByRole('link')
          .map((a) => a.getAttribute('data-app')),
      ).toEqual(listed);
      cleanup();
    }
  });

  it('shows what each school offers: hidden and disabled apps are not listed', async () => {
    await openPage('/polymerization/homepage', {}, { ...asStudent, manifest: resolvedSite('hill-university') });
    await screen.findByText('欢迎使用山岭大学');
    expect(appLinks().map((a) => a.getAttribute('data-app'))).not.toContain('tjuOfficial');
    expect(screen.getAllByText('山岭要闻').length).toBeGreaterThan(0);
  });

  it('spec §6: shows only the apps the user may use (anonymous, visitor)', async () => {
    await openPage('/polymerization/homepage', {}, { manifest: demoSite() });
    await screen.findByText('欢迎使用示范大学');
    expect(
      appLinks()
        .map((a) => a.getAttribute('data-app'))
        .sort(),
    ).toEqual(['guide', 'news', 'news', 'tjuNews', 'tjuNews']);
    cleanup();
    await openPage('/polymerization/homepage', {}, { ...asStudent, user: visitor });
    await screen.findByText('欢迎使用示范大学');
    await waitFor(() =>
      expect(
        appLinks()
          .map((a) => a.getAttribute('data-app'))
          .sort(),
      ).toEqual(['guide', 'news', 'news', 'tjuNews', 'tjuNews']),
    );
    expect(appLinks().some((a) => a.getAttribute('data-app') === 'tjuNotice')).toBe(false);
  });

  it('has an empty state when a school offers no app', async () => {
    const demo = demoSite();
    await openPage('/polymerization/homepage', {}, { ...asStudent, manifest: { ...demo, apps: { home: demo.apps.home! } } });
    expect(await screen.findByText('暂无可用应用')).toBeTruthy();
  });
});

describe('applicationSquare/index, composition/index, composition/all', () => {
  it('the square filters by category tab', async () => {
    await openPage('/applicationSquare/index', {}, asStudent);
    fireEvent.click(await screen.findByRole('tab', { name: '新闻资讯' }));
    await waitFor(() => expect(appLinks()).toHaveLength(4));
  });
  it('composition/index shows the favourite apps and a way to all apps', async () => {
    await openPage('/composition/index', {}, asStudent);
    expect((await screen.findByRole('link', { name: '全部应用' })).getAttribute('href')).toBe('/composition/all');
    await waitFor(() => expect(appLinks()).toHaveLength(3));
  });
  it('composition/all lists every app', async () => {
    await openPage('/composition/all', {}, asStudent);
    expect(await screen.findByRole('heading', { name: '全部应用' })).toBeTruthy();
    // news, campus news, notices, official releases and the campus guide
    await waitFor(() => expect(appLinks()).toHaveLength(5));
  });
});
