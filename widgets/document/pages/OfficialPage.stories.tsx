/** document/officialpage in each state, from the fixtures its component tests use: the full text. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentFixtures, documentReader } from '../fixtures.ts';

export default { title: 'Widgets/document/officialpage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/document/officialpage?id=37',
  user: documentReader,
  fixtures: documentFixtures,
  // The page shows its form or the document in its Empty state too: nothing of it is a list.
  ready: { data: '[data-testid="document-official"]', empty: '[data-testid="document-official"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
