/** public-account-help/helpIndex: the FAQ categories and hot questions. In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { publicAccountHelpFixtures } from '../fixtures.ts';

export default { title: 'Widgets/public-account-help/helpIndex', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/publicsso/helpIndex', fixtures: publicAccountHelpFixtures, ready: { data: '[data-testid="faq-categories"] a' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
