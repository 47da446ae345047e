// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetPageElement } from '../../../runtime/app/testing/renderWidgetPage.tsx';
import type { ResolvedSiteManifest } from '../../../runtime/app/index.ts';
import type { Language } from '../../../runtime/shared/manifestProblems.ts';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';

configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);

async function open(path: string, manifest: ResolvedSiteManifest = resolvedSite('demo'), language?: Language) {
  const { element } = await widgetPageElement({ manifest, path, bare: true, ...(language ? { language } : {}) });
  await act(async () => {
    render(element);
  });
}

const appLinks = () => screen.getAllByRole('link').filter((a) => a.hasAttribute('data-app'));

describe('polymerization/homepage', () => {
  it('lists the enabled, visible apps grouped by category, featured first', async () => {
    await open('/polymerization/homepage');
    expect(await screen.findByText('欢迎使用示范大学')).toBeTruthy();
    const featured = screen.getByRole('heading', { name: '常用应用' }).parentElement!;
    expect(within(featured).getAllByRole('link').map((a) => a.textContent)).toEqual(['新闻资讯', '通知公告', '校园要闻']);
    const content = screen.getByRole('heading', { name: '新闻资讯', level: 2 }).parentElement!;
    expect(within(content).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/news/index', '/tjuNews/index', '/tjuNotice/index', '/tjuOfficial/index']);
    // The home app itself is not visible in the directory.
    expect(appLinks().some((a) => a.getAttribute('data-app') === 'home')).toBe(false);
  });

  it('searches by title in the current language, with an empty state', async () => {
    await open('/polymerization/homepage');
    const search = await screen.findByTestId('app-search');
    fireEvent.change(search, { target: { value: '通知' } });
    expect(appLinks().map((a) => a.textContent)).toEqual(['通知公告']);
    fireEvent.change(search, { target: { value: '食堂' } });
    expect(screen.getByText('没有找到与“食堂”相关的应用')).toBeTruthy();
  });

  it('searches English titles in English', async () => {
    await open('/polymerization/homepage', resolvedSite('demo'), 'en');
    fireEvent.change(await screen.findByTestId('app-search'), { target: { value: 'notice' } });
    expect(appLinks().map((a) => a.textContent)).toEqual(['Notices']);
  });

  it('shows what each school offers: hidden and disabled apps are not listed', async () => {
    await open('/polymerization/homepage', resolvedSite('hill-university'));
    await screen.findByText('欢迎使用山岭大学');
    expect(appLinks().map((a) => a.getAttribute('data-app'))).not.toContain('tjuOfficial');
    expect(screen.getAllByText('山岭要闻').length).toBeGreaterThan(0);
  });

  it('has an empty state when a school offers no app', async () => {
    const demo = resolvedSite('demo');
    await open('/polymerization/homepage', { ...demo, apps: { home: demo.apps.home! } });
    expect(await screen.findByText('暂无可用应用')).toBeTruthy();
  });
});

describe('applicationSquare/index, composition/index, composition/all', () => {
  it('the square filters by category tab', async () => {
    await open('/applicationSquare/index');
    fireEvent.click(await screen.findByRole('tab', { name: '新闻资讯' }));
    expect(appLinks()).toHaveLength(4);
  });
  it('composition/index shows the favourite apps and a way to all apps', async () => {
    await open('/composition/index');
    expect((await screen.findByRole('link', { name: '全部应用' })).getAttribute('href')).toBe('/composition/all');
    expect(appLinks()).toHaveLength(3);
  });
  it('composition/all lists every app', async () => {
    await open('/composition/all');
    expect(await screen.findByRole('heading', { name: '全部应用' })).toBeTruthy();
    expect(appLinks()).toHaveLength(4);
  });
});
