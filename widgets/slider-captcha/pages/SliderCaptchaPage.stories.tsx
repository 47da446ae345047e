/** slider-captcha/index: the slider captcha (hkhtml/index). In each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { sliderCaptchaPages } from '../pageStates.ts';

export default { title: 'Widgets/slider-captcha/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(sliderCaptchaPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
