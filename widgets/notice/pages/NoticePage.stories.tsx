/** notice/noticepage in each state. Its empty state is the school saying the notice is not there for this user (404): the no-data view. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { noticeFixtures, studentUser } from '../fixtures.ts';

export default { title: 'Widgets/notice/noticepage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/notice/noticepage?id=8',
  user: studentUser,
  fixtures: noticeFixtures,
  ready: { data: '[data-testid="notice-attachments"] a', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
