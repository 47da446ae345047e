/** qr-login/desktop: the computer shows its login code. In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { qrLoginFixtures } from '../fixtures.ts';

export default { title: 'Widgets/qr-login/desktop', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/smlogin/desktop',
  fixtures: qrLoginFixtures,
  ready: { data: '[data-testid="qr-login-code"]', empty: '[data-testid="qr-desktop"][data-status="expired"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
