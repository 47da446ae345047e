/** document/redpage in each state, from the fixtures its component tests use: the red-head layout. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentFixtures, documentReader } from '../fixtures.ts';

export default { title: 'Widgets/document/redpage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/document/redpage?id=37',
  user: documentReader,
  fixtures: documentFixtures,
  // The page shows its form or the document in its Empty state too: nothing of it is a list.
  ready: { data: '[data-testid="document-red"]', empty: '[data-testid="document-red"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
