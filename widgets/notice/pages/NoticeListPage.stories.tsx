/** notice/index: the notice centre in each state, as a student (the app needs the notice permission). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { noticeFixtures, studentUser } from '../fixtures.ts';

export default { title: 'Widgets/notice/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/notice/index', user: studentUser, fixtures: noticeFixtures, ready: { data: '[data-testid="notice-list"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
