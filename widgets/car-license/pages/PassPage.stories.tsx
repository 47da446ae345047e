/** carLicense/lookpage in each state (pageStates.ts): an approved pass. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { carLicensePages } from '../pageStates.ts';

export default { title: 'Widgets/car-license/lookpage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(carLicensePages.lookpage);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
