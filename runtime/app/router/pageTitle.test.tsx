// @vitest-environment jsdom
/**
 * An app's title is its title everywhere (item 1; spec §5 "every page has a title"): the page's
 * heading and the browser tab (then the school's title) say what the school named the app, in zh, en and tw; a route's own title
 * wins; a page that is not the app's entry keeps its own title key, which the school's labels may reword.
 * On a second school (hill-university), not only on demo.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import type { ResolvedSiteManifest } from '../../shared/generated/resolvedSiteManifest.ts';
import type { Language } from '../../shared/manifestProblems.ts';
import { defineWidget, type WidgetPageProps } from '../registry/widgetDefinition.ts';
import { moduleWidgetSource } from '../registry/widgetRegistry.ts';
import { widgetPageElement } from '../testing/renderWidgetPage.tsx';
import { tabTitle } from './pageTitle.ts';

afterEach(cleanup);

const Heading = ({ title }: WidgetPageProps) => <h1>{title}</h1>;
const texts = (list: string, detail: string) => ({ pages: { list, detail } });
const source = moduleWidgetSource({
  board: async () => ({
    default: defineWidget({
      meta: { id: 'board', pages: { list: { title: 'pages.list' }, detail: { title: 'pages.detail' } } },
      pages: { list: async () => ({ default: Heading }), detail: async () => ({ default: Heading }) },
      locales: { zh: texts('公告栏', '公告详情'), en: texts('Board', 'Board item'), tw: texts('公告欄', '公告詳情') },
    }),
  }),
});

/** Hill University with two apps of one widget, one renamed by the school, and a legacy route with its own title. */
function hillWithBoards(): ResolvedSiteManifest {
  const hill = resolvedSite('hill-university');
  const app = (title: ResolvedSiteManifest['apps'][string]['title'], entry: string) => ({
    widget: 'board',
    visible: true,
    title,
    icon: 'notice',
    category: 'content',
    order: 1,
    entry,
    props: {},
  });
  return {
    ...hill,
    labels: { ...hill.labels, zh: { ...hill.labels.zh, 'board:pages.detail': '校务详情' } },
    apps: {
      ...hill.apps,
      affairs: app({ zh: '校务公告', en: 'School affairs', tw: '校務公告' }, 'affairs/list'),
      clubs: app({ zh: '社团公告', en: 'Club notices', tw: '社團公告' }, 'clubs/list'),
      tileless: { ...app({ zh: '无入口', en: 'No tile' }, 'tileless/list'), visible: false },
    },
    routes: {
      ...hill.routes,
      'affairs/list': { app: 'affairs', widget: 'board', page: 'list', keepAlive: false, login: false },
      'affairs/detail': { app: 'affairs', widget: 'board', page: 'detail', keepAlive: false, login: false },
      'clubs/list': { app: 'clubs', widget: 'board', page: 'list', keepAlive: false, login: false },
      'tileless/list': { app: 'tileless', widget: 'board', page: 'list', keepAlive: false, login: false },
      'notice/old': { app: 'affairs', widget: 'board', page: 'list', title: { zh: '旧版公告', en: 'Old notices' }, keepAlive: false, login: false },
    },
  };
}

async function open(path: string, language: Language = 'zh') {
  const { element } = await widgetPageElement({ manifest: hillWithBoards(), path, source, language });
  await act(async () => {
    render(element);
  });
}

/** Hill University's title (its branding), which ends every tab of its portal. */
const HILL = { zh: '山岭大学移动门户', en: 'Hill University Mobile', tw: '山嶺大學行動入口' } as const;

async function expectTitle(text: string, language: Language = 'zh') {
  expect(await screen.findByRole('heading', { level: 1, name: text })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe(`${text} - ${HILL[language]}`));
}

describe('§5 page titles: the app title is the title of the page the app opens', () => {
  it.each([
    ['zh', '校务公告'],
    ['en', 'School affairs'],
    ['tw', '校務公告'],
  ] as const)('a renamed app heads its page and names the tab with its title (%s)', async (language, title) => {
    await open('/affairs/list', language);
    await expectTitle(title, language);
  });

  it('two apps of one widget keep their own names', async () => {
    await open('/clubs/list');
    await expectTitle('社团公告');
  });

  it('an app without a tile (like the home page) leaves its page its own title', async () => {
    await open('/tileless/list');
    await expectTitle('公告栏');
  });

  it("a route's own title wins over the app's", async () => {
    await open('/notice/old', 'en');
    await expectTitle('Old notices', 'en');
  });

  it("a page other than the app's entry keeps its own title, as the school's labels word it", async () => {
    await open('/affairs/detail');
    await expectTitle('校务详情');
  });
});

describe('the browser tab names the school', () => {
  it.each([
    ['zh', '公告栏 - 山岭大学移动门户'],
    ['en', 'Board - Hill University Mobile'],
  ] as const)('ends with the school’s branding title (%s)', async (language, text) => {
    await open('/tileless/list', language);
    await waitFor(() => expect(document.title).toBe(text));
  });

  it('is the school’s title alone where the page has none', () => {
    expect(tabTitle('', hillWithBoards(), 'zh')).toBe('山岭大学移动门户');
    expect(tabTitle('山岭大学移动门户', hillWithBoards(), 'zh')).toBe('山岭大学移动门户');
  });
});
