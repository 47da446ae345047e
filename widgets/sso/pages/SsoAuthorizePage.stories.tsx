/** sso/index: a service asks for the user's identity. In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { student } from '../../../runtime/app/testing/fixtureKit.ts';
import { seatPath, ssoFixtures } from '../fixtures.ts';

export default { title: 'Widgets/sso/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: seatPath,
  fixtures: ssoFixtures,
  user: student,
  ready: { data: '[data-testid="sso-request"]', empty: '[data-testid="sso-refused"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
