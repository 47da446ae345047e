/** document/waitpage in each state, from the fixtures its component tests use: documents circulated to me, with the confirm button. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { documentFixtures, documentReader } from '../fixtures.ts';

export default { title: 'Widgets/document/waitpage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/document/waitpage',
  user: documentReader,
  fixtures: documentFixtures,
  ready: { data: '[data-testid="document-list"] li' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
