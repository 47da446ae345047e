/** carLicense/savepage in each state, from the fixtures its component tests use: the application form. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { carLicenseFixtures, passUser } from '../fixtures.ts';

export default { title: 'Widgets/car-license/savepage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/carLicense/savepage',
  user: passUser,
  fixtures: carLicenseFixtures,
  ready: { data: 'form[data-form-status="2"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
