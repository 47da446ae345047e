/** Spec §2, §6: what shows instead of a page the user may not see yet, or at all. */
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { visitor } from '../../../tests/unit/support/users.ts';
import type { ResolvedSiteManifest } from '../index.ts';

export default { title: 'Runtime/Screens/Access', tags: ['runtime-screen'] } satisfies Meta;

/** The first page of the school's first app that needs a permission (demo: tjuNotice; lake-college has switched that off). */
const permissionPage = (site: ResolvedSiteManifest) => {
  const route = Object.entries(site.routes).find(([, r]) => r.app !== undefined && site.apps[r.app]?.permission);
  return `/${route?.[0] ?? 'tjuNotice/index'}`;
};

/** A visitor opening an app that needs a permission they lack. */
export const NoPermission = portalStory({ path: permissionPage, user: visitor, ready: '[data-testid="no-permission"]' });

/** Anonymous, on a page that needs login: on the way to the school's login (the story stays here). */
export const LoginRequired = portalStory({ path: permissionPage, ready: '[data-testid="login-required"]' });

/** Logged in, but the permissions could not be loaded (network, or a backend down): the network-error screen with its retry and feedback, not a wrong "no permission". */
export const PermissionsFailed = portalStory({
  path: permissionPage,
  user: visitor,
  fixtures: { '/uc/auth/all': 'network-error' },
  ready: '[data-testid="network-error"]',
});

/** Logged in, but the school's backend answered the permission call with an error: a retry, not a wrong "no permission". */
export const PermissionsRefused = portalStory({
  path: permissionPage,
  user: visitor,
  fixtures: { '/uc/auth/all': { e: 500, m: '服务器内部错误，请稍后重试', d: null } },
  ready: '[data-testid="auth-failed"]',
});
