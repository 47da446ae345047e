/**
 * polymerization/login (also center/login) in each state. Its data is the login state itself: the
 * shell's permission and name calls (auth.getAllAuth, auth.getUserName) answer slowly, fail, or name
 * the user; anonymous is the empty state (the login button).
 */
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { failure } from '../../../runtime/app/testing/fixtureKit.ts';
import { student } from '../fixtures.ts';

export default { title: 'Widgets/account/login', tags: ['widget-page'] } satisfies Meta;

const path = '/polymerization/login';
const auth = (answer: 'never' | 'network-error' | ReturnType<typeof failure>) => ({ '/uc/auth/all': answer, '/uc/user/name': answer });

export const Loading = portalStory({ path, user: student, fixtures: auth('never'), ready: '[data-testid="loading"]' });
export const Empty = portalStory({ path, ready: '[data-testid="login-anonymous"]' });
export const ErrorNetwork = portalStory({ path, user: student, fixtures: auth('network-error'), ready: '.portal-status[role="alert"]' });
export const ErrorEnvelope = portalStory({
  path,
  user: student,
  fixtures: auth(failure(500, '统一身份认证服务维护中')),
  ready: '.portal-status[role="alert"]',
});
export const Data = portalStory({ path, user: student, ready: '[data-testid="login-ready"]' });
