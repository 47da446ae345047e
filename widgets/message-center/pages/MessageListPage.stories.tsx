/** message/index: the message centre in each state, for a logged-in student. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { messageFixtures, messageUser } from '../fixtures.ts';

export default { title: 'Widgets/message-center/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/message/index', user: messageUser, fixtures: messageFixtures, ready: { data: '[data-testid="message-list"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
