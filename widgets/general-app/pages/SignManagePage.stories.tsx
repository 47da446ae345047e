/** generalApp/signmanage in each state, from the fixtures its component tests use: as the keeper: A301's QR code and the day's sign-ins. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, keeper } from '../fixtures.ts';

export default { title: 'Widgets/general-app/signmanage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/signmanage?id=1',
  user: keeper,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="signboard-list"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
