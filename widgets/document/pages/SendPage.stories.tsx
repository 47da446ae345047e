/** document/sendpage in each state, from the fixtures its component tests use: the registrar drafting. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentFixtures, documentSender } from '../fixtures.ts';

export default { title: 'Widgets/document/sendpage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/document/sendpage',
  user: documentSender,
  fixtures: documentFixtures,
  // The page shows its form or the document in its Empty state too: nothing of it is a list.
  ready: { data: '[data-testid="document-send"]', empty: '[data-testid="document-send"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
