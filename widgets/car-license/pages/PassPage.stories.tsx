/** carLicense/lookpage in each state, from the fixtures its component tests use: an approved pass. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { carLicenseFixtures, passUser } from '../fixtures.ts';

export default { title: 'Widgets/car-license/lookpage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/carLicense/lookpage?id=1',
  user: passUser,
  fixtures: carLicenseFixtures,
  ready: { data: '[data-testid="car-license-state"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
