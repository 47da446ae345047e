/** Spec §2, §6: what shows instead of a page the user may not see yet, or at all. */
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { student, visitor } from '../../../tests/unit/support/users.ts';

export default { title: 'Runtime/Screens/Access', tags: ['runtime-screen'] } satisfies Meta;

/** A visitor opening an app that needs a permission they lack (tjuNotice). */
export const NoPermission = portalStory({ path: '/tjuNotice/index', user: visitor, ready: '[data-testid="no-permission"]' });

/** Anonymous, on a page that needs login: on the way to the school's login (the story stays here). */
export const LoginRequired = portalStory({ path: '/tjuNotice/index', ready: '[data-testid="login-required"]' });

/** Logged in, but the permissions could not be loaded (network): a retry, not a wrong "no permission". */
export const PermissionsFailed = portalStory({ path: '/tjuNotice/index', user: student, fixtures: { '/uc/auth/all': 'network-error' }, ready: '[data-testid="auth-failed"]' });
