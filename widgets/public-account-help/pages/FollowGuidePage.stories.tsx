/** public-account-help/index: how to follow the official account. In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { publicAccountHelpFixtures } from '../fixtures.ts';

export default { title: 'Widgets/public-account-help/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/publicsso/index',
  fixtures: publicAccountHelpFixtures,
  ready: { data: '[data-testid="follow-code"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
