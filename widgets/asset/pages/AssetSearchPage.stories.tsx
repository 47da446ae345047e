/** asset/search in each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { assetFixtures, assetReader } from '../fixtures.ts';

export default { title: 'Widgets/asset/search', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/asset/search?q=投影仪',
  user: assetReader,
  fixtures: assetFixtures,
  // An empty register or search says so in the results' own words (AssetResults), not the runtime's EmptyView.
  ready: { data: '[data-testid="asset-rows"] li', empty: '[data-testid="asset-none"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
