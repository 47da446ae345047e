/** material/blankdetail (the bare detail, without the portal header and footer) in each state. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { materialFixtures } from '../fixtures.ts';

export default { title: 'Widgets/material/blankdetail', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/material/blankdetail?id=11',
  fixtures: materialFixtures,
  ready: { data: '[data-testid="attachments"] li', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
