/** photo-wall collection in each state, from the fixtures its component tests use (widgets/photo-wall/fixtures.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { collectionFixtures, student } from '../fixtures.ts';

export default { title: 'Widgets/photo-wall/collection', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/photoCollection/index',
  fixtures: collectionFixtures,
  user: student,
  ready: { data: '[data-testid="campaign-entries"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
