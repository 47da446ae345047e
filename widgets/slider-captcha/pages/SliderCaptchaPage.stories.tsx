/** slider-captcha/index: the slider captcha (hkhtml/index). In each state, from the fixtures its component tests use. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { sliderCaptchaFixtures } from '../fixtures.ts';

export default { title: 'Widgets/slider-captcha/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({
  path: '/hkhtml/index',
  fixtures: sliderCaptchaFixtures,
  ready: { data: '[data-testid="captcha-stage"]', empty: '[data-testid="no-data"]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
