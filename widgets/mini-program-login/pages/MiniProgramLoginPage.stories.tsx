/** mini-program-login/index: the mini-program login hand-off (xidianMinigramLogin/index). In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { miniProgramLoginFixtures, miniToken } from '../fixtures.ts';

export default { title: 'Widgets/mini-program-login/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: `/xidianMinigramLogin/index?token=${miniToken}`,
  fixtures: miniProgramLoginFixtures,
  ready: { data: '[data-testid="minigram-signed-in"]', empty: '[data-testid="minigram-error"]', envelopeError: '[data-testid="minigram-error"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
