/** asset/list in each state, from the fixtures its component tests use, as the asset keeper (the transfer button on each row). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { assetFixtures, assetKeeper } from '../fixtures.ts';

export default { title: 'Widgets/asset/list', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/asset/list',
  user: assetKeeper,
  fixtures: assetFixtures,
  // An empty register or search says so in the results' own words (AssetResults), not the runtime's EmptyView.
  ready: { data: '[data-testid="asset-rows"] li', empty: '[data-testid="asset-none"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
