/** public-account-help/helpQt: the questions of a category. In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { publicAccountHelpFixtures } from '../fixtures.ts';

export default { title: 'Widgets/public-account-help/helpQt', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/publicsso/helpQt?category=message',
  fixtures: publicAccountHelpFixtures,
  ready: { data: '[data-testid="faq-questions"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
