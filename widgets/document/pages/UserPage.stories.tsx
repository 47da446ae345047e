/** document/user in each state, from the fixtures its component tests use: the handler picker for a countersign. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentFixtures, documentSender } from '../fixtures.ts';

export default { title: 'Widgets/document/user', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/document/user?step=3&name=会签&return=/document/sendpage',
  user: documentSender,
  fixtures: documentFixtures,
  ready: { data: '[data-testid="document-users"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
