/** generalApp/message in each state, from the fixtures its component tests use: an approval and a rejection notice. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { generalAppFixtures, booker } from '../fixtures.ts';

export default { title: 'Widgets/general-app/message', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/generalApp/message',
  user: booker,
  fixtures: generalAppFixtures,
  ready: { data: '[data-testid="message-list"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
