/** generalApp/appoint in each state, from the fixtures its component tests use: the form for 研讨室 A301 at 10:00 on 12 May. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, booker } from '../fixtures.ts';

export default { title: 'Widgets/general-app/appoint', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/appoint?id=1&start=1778551200',
  user: booker,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="appoint-form"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
