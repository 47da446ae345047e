/** asset/index in each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { assetFixtures, assetReader } from '../fixtures.ts';

export default { title: 'Widgets/asset/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/asset/index',
  user: assetReader,
  fixtures: assetFixtures,
  ready: { data: '[data-testid="asset-totals"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
