// @vitest-environment jsdom
/**
 * One broken page does not take the portal down (item 3; spec §8 failed page-chunk load).
 */
import '../testing/findCeiling.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { defineWidget } from '../registry/widgetDefinition.ts';
import { moduleWidgetSource } from '../registry/widgetRegistry.ts';
import { isChunkLoadError, reloadOnceForChunkError } from '../screens/PageErrorBoundary.tsx';
import { widgetPageElement } from '../testing/renderWidgetPage.tsx';

afterEach(cleanup);

/** The page throws while this is true (React itself re-renders once after an error, so count nothing). */
let broken = true;
const texts = { pages: { boom: '会出错的页面', chunk: '加载失败的页面' } };
const source = moduleWidgetSource({
  broken: async () => ({
    default: defineWidget({
      meta: { id: 'broken', pages: { boom: { title: 'pages.boom' }, chunk: { title: 'pages.chunk' } } },
      pages: {
        boom: async () => ({
          default: function Boom() {
            if (broken) throw new Error('kaput');
            return <p>第二次成功了</p>;
          },
        }),
        chunk: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Gone-abc123.js')),
      },
      locales: { zh: texts, en: texts, tw: texts },
    }),
  }),
});

async function open(path: string) {
  const demo = resolvedSite('demo');
  const manifest = {
    ...demo,
    routes: {
      ...demo.routes,
      'broken/boom': { widget: 'broken', page: 'boom', keepAlive: false, login: false },
      'broken/chunk': { widget: 'broken', page: 'chunk', keepAlive: false, login: false },
    },
  };
  const { element } = await widgetPageElement({ manifest, path, source });
  await act(async () => {
    render(element);
  });
}

describe('a broken page', () => {
  it('shows an error panel in its slot, keeps the shell, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/broken/boom');
    expect(await screen.findByTestId('error-panel')).toBeTruthy();
    expect(screen.getByText('此页面暂时无法显示')).toBeTruthy();
    expect(screen.getByText('示范大学校园门户')).toBeTruthy(); // the header lives on
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第二次成功了')).toBeTruthy();
  });

  it('spec §8: a failed page-chunk load shows a reload panel, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('portal.chunkReloadAt', String(Date.now())); // a reload just happened
    await open('/broken/chunk');
    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});

describe('spec §8: reload once after a failed chunk load', () => {
  it("recognises the browsers' messages for a missing chunk", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('kaput'))).toBe(false);
  });
  it('reloads the first time, then not again within a minute', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const reload = vi.fn();
    expect(reloadOnceForChunkError(storage, reload)).toBe(true);
    expect(reloadOnceForChunkError(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the first page renders without a loading view', () => {
  const quickTexts = { pages: { ready: '早已加载的页面' } };
  const quickSource = moduleWidgetSource({
    quick: async () => ({
      default: defineWidget({
        meta: { id: 'quick', pages: { ready: { title: 'pages.ready' } } },
        pages: { ready: async () => ({ default: () => <p>页面内容</p> }) },
        locales: { zh: quickTexts, en: quickTexts, tw: quickTexts },
      }),
    }),
  });
  const quickSite = () => {
    const demo = resolvedSite('demo');
    return { ...demo, routes: { ...demo.routes, 'quick/ready': { widget: 'quick', page: 'ready', keepAlive: false, login: false } } };
  };

  it('a page loaded before the first render (as boot loads the page the address opens) shows in that same render', async () => {
    const { element, portal } = await widgetPageElement({ manifest: quickSite(), path: '/quick/ready', source: quickSource });
    await portal.registry.page('quick', 'ready');
    render(element); // one synchronous render: a suspended page would show the loading view here
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(screen.queryByTestId('loading')).toBeNull();
  });

  it('a page not loaded yet shows the loading view first, then the page (the check above can fail)', async () => {
    const { element } = await widgetPageElement({ manifest: quickSite(), path: '/quick/ready', source: quickSource });
    render(element);
    expect(screen.queryByText('页面内容')).toBeNull();
    expect(await screen.findByText('页面内容')).toBeTruthy();
  });
});
