/** public-account-help/helpdetail: one answer, sanitized. In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { publicAccountHelpFixtures } from '../fixtures.ts';

export default { title: 'Widgets/public-account-help/helpdetail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/publicsso/helpdetail?id=13',
  fixtures: publicAccountHelpFixtures,
  ready: { data: '[data-testid="rich-text"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
