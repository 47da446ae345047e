/** qr-login/index: the phone confirms a desktop login. In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { student } from '../../../runtime/app/testing/fixtureKit.ts';
import { loginToken, qrLoginFixtures } from '../fixtures.ts';

export default { title: 'Widgets/qr-login/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: `/smlogin/index?token=${loginToken}`,
  fixtures: qrLoginFixtures,
  user: student,
  ready: { data: '[data-testid="qr-device"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
