/** document/flowpage in each state, from the fixtures its component tests use: the leader about to write an instruction. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentFixtures, documentReader } from '../fixtures.ts';

export default { title: 'Widgets/document/flowpage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/document/flowpage?id=37',
  user: documentReader,
  fixtures: documentFixtures,
  // The page shows its form or the document in its Empty state too: nothing of it is a list.
  ready: { data: '[data-testid="document-handle"] textarea', empty: '[data-testid="document-handle"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
