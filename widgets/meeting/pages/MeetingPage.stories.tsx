/** meeting/index in each state, from the fixtures its component tests use, as the teacher (李老师). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { meetingFixtures, meetingTeacher } from '../fixtures.ts';

export default { title: 'Widgets/meeting/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/meeting/index',
  user: meetingTeacher,
  fixtures: meetingFixtures,
  ready: { data: '[data-testid="meeting-notices"] li', empty: '[data-testid="meeting-none"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
