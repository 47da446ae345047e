/** document/backlog in each state, from the fixtures its component tests use: my open tasks, most urgent first. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentFixtures, documentReader } from '../fixtures.ts';

export default { title: 'Widgets/document/backlog', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/document/backlog',
  user: documentReader,
  fixtures: documentFixtures,
  ready: { data: '[data-testid="document-list"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
