import { describe, expect, it, vi } from 'vitest';
import type { WidgetDefinition } from './widgetDefinition.ts';
import { createWidgetRegistry, moduleWidgetSource } from './widgetRegistry.ts';

const definition = (id: string, uses: string[] = []) => ({
  default: {
    meta: { id, pages: {}, api: { [`${id}.list`]: { path: `/${id}/list`, method: 'GET' } }, uses },
    pages: {},
    locales: { zh: {}, en: {}, tw: {} },
  } as unknown as WidgetDefinition,
});

describe('widget registry', () => {
  it('loads a definition once, and loads again after a failure is forgotten', async () => {
    let attempts = 0;
    const registry = createWidgetRegistry(
      moduleWidgetSource({ news: async () => (++attempts === 1 ? Promise.reject(new TypeError('offline')) : definition('news')) }),
      () => undefined,
    );
    await expect(registry.definition('news')).rejects.toThrow('offline');
    registry.forget('news');
    await registry.definition('news');
    await registry.definition('news');
    expect(attempts).toBe(2);
  });

  it('brings along the widgets whose keys a widget uses, so their paths are known before its page calls them', async () => {
    const onLoaded = vi.fn();
    const registry = createWidgetRegistry(
      moduleWidgetSource({
        account: async () => definition('account'),
        'account-center': async () => definition('account-center', ['account.list']),
        news: async () => definition('news'),
      }),
      onLoaded,
    );
    await registry.definition('account-center');
    expect(registry.loaded('account')?.meta.api['account.list']?.path).toBe('/account/list');
    expect(registry.loaded('news')).toBeUndefined();
    expect(onLoaded).toHaveBeenCalledTimes(2);
  });
});
