/** document/flowlog in each state, from the fixtures its component tests use: steps and timeline (Empty: nothing logged yet). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentFixtures, documentReader } from '../fixtures.ts';

export default { title: 'Widgets/document/flowlog', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/document/flowlog?id=37',
  user: documentReader,
  fixtures: documentFixtures,
  ready: { data: '[data-testid="document-log"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
