// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvedSite } from '../../../tests/unit/support/sites.ts';
import { createPortal } from '../boot/createPortal.ts';
import { createI18n } from '../i18n/i18n.ts';
import { devWidgetSource } from '../registry/devWidgetSource.ts';
import { PortalProvider } from '../site/PortalContext.tsx';
import { officeDb } from '../storage/officeDb.ts';
import { AuthProvider, useAccess, type Access } from './AuthProvider.tsx';
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
      const d = (input instanceof Request ? input.url : String(input)).includes('/uc/user/name') ? { name: '上一位用户' } : { notice: { module: ['index'] } };
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

  it('reloads the permissions after an identity switch even when a navigation refreshes the login state meanwhile', async () => {
    const manifest = resolvedSite('demo');
    const i18n = await createI18n('zh', manifest.labels);
    const base = new URL(manifest.api.base, 'http://portal.test').href;
    // The teacher's permissions are cached; the school now answers for the staff identity, when told to.
    officeDb.set(authCacheKeys.authControl, { home: { module: ['homepage'] } });
    officeDb.set(authCacheKeys.userName, { name: '李老师' });
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const fetch = (async (input: RequestInfo | URL) => {
      await arrived;
      const d = (input instanceof Request ? input.url : String(input)).includes('/uc/user/name')
        ? { name: '张老师' }
        : { announcementRelease: { module: ['index'] } };
      return Response.json({ e: 0, m: '', d });
    }) as typeof globalThis.fetch;
    const portal = createPortal({ ...manifest, api: { ...manifest.api, base } }, devWidgetSource, i18n, { fetch, navigate: () => undefined });
    let access: Access | undefined;
    function Probe() {
      access = useAccess();
      return <p>{access.userName}</p>;
    }
    render(
      <PortalProvider portal={portal}>
        <AuthProvider cookies={() => 'eai-sess-state=1'}>
          <Probe />
        </AuthProvider>
      </PortalProvider>,
    );
    expect(access?.userName).toBe('李老师');
    act(() => access!.retry()); // the switch: load the new identity's permissions
    act(() => access!.refresh()); // a navigation on the way
    await act(async () => {
      answer();
      await portal.api.get('auth.getUserName');
    });
    await waitFor(() => expect(access?.userName).toBe('张老师'));
    expect(access?.canUse('announcementRelease', 'index')).toBe(true);
    expect(officeDb.get(authCacheKeys.userName)).toEqual({ name: '张老师' });
  });
});
