/** message/message in each state. Its empty state is the school saying the message is gone (404): the no-data view. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { messageFixtures, messageUser } from '../fixtures.ts';

export default { title: 'Widgets/message-center/message', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/message/message?id=17',
  user: messageUser,
  fixtures: messageFixtures,
  ready: { data: '[data-testid="message-body"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
