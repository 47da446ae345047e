/**
 * Spec §2, §9: the progress bar of a route change, in the school's colour. Here the page's code never
 * arrives, so the bar keeps going toward 98 % as it does on a slow network.
 */
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { codeNeverArrives } from '../../../.storybook/portal/storySources.ts';

export default { title: 'Runtime/Progress', tags: ['runtime-screen'] } satisfies Meta;

export const WhilePageLoads = portalStory({ path: '/news/index', source: codeNeverArrives('news'), ready: '#nprogress .bar' });
