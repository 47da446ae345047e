/** notice/noticetippage in each state: the reminder card over the dimmed page; empty is nothing left to confirm. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { noticeFixtures, studentUser } from '../fixtures.ts';

export default { title: 'Widgets/notice/noticetippage', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/notice/noticetippage',
  user: studentUser,
  fixtures: noticeFixtures,
  ready: { data: '[data-testid="notice-tip"] [data-testid="rich-text"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
