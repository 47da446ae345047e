/** campus-code/qrcode: the identity code (center/qrcode and its copies). In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { student } from '../../../runtime/app/testing/fixtureKit.ts';
import { campusCodeFixtures } from '../fixtures.ts';

export default { title: 'Widgets/campus-code/qrcode', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/center/qrcode',
  fixtures: campusCodeFixtures,
  user: student,
  ready: { data: '[data-testid="identity-code"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
