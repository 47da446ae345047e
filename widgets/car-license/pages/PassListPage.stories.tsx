/** carLicense/index in each state, from the fixtures its component tests use: my applications and their state. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { carLicenseFixtures, passUser } from '../fixtures.ts';

export default { title: 'Widgets/car-license/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/carLicense/index',
  user: passUser,
  fixtures: carLicenseFixtures,
  ready: { data: '[data-testid="car-license-list"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
