// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { createPortal } from '../boot/createPortal.ts';
import { createI18n } from '../i18n/i18n.ts';
import { devWidgetSource } from '../registry/devWidgetSource.ts';
import { PortalProvider } from '../site/PortalContext.tsx';
import { officeDb } from '../storage/officeDb.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { authCacheKeys } from './session.ts';

afterEach(() => {
  cleanup();
  officeDb.clear();
});

describe('AuthProvider (spec §4, login state)', () => {
  it('drops the permissions that arrive after it is gone: they are not cached for the next session', async () => {
    const manifest = resolvedSite('demo');
    const i18n = await createI18n('zh', manifest.labels);
    const base = new URL(manifest.api.base, 'http://portal.test').href;
    // The school answers only when told to: by then the user has left the page.
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const fetch = (async (input: RequestInfo | URL) => {
      await arrived;
      const d = String(input).includes('/uc/user/name') ? { name: '上一位用户' } : { notice: { module: ['index'] } };
      return Response.json({ e: 0, m: '', d });
    }) as typeof globalThis.fetch;
    const portal = createPortal({ ...manifest, api: { ...manifest.api, base } }, devWidgetSource, i18n, { fetch, navigate: () => undefined });
    const view = render(
      <PortalProvider portal={portal}>
        <AuthProvider cookies={() => 'eai-sess-state=1'}>
          <p>页面</p>
        </AuthProvider>
      </PortalProvider>,
    );
    view.unmount();
    await act(async () => {
      answer();
      // A call made now goes through the same client after the provider's two: once it is answered,
      // theirs have been handled too (answers are handled in the order they were asked here).
      await portal.api.get('auth.getUserName');
    });
    expect(officeDb.get(authCacheKeys.userName)).toBeUndefined();
    expect(officeDb.get(authCacheKeys.authControl)).toBeUndefined();
  });
});
