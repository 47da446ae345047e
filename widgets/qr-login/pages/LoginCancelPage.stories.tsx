/** qr-login/cancel: the phone refused the desktop's login (smloginV2's layout). In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { student } from '../../../runtime/app/testing/fixtureKit.ts';
import { loginToken, qrLoginFixtures } from '../fixtures.ts';

export default { title: 'Widgets/qr-login/cancel', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: `/smloginV2/cancel?token=${loginToken}`,
  fixtures: qrLoginFixtures,
  user: student,
  ready: { data: '[data-testid="qr-cancel"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
