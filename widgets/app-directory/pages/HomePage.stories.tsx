/** app-directory/homepage (/polymerization/homepage) in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { pageWithoutApiStates } from '../../../.storybook/portal/portalStory.tsx';
import { appDirectoryPages } from '../pageStates.ts';

export default { title: 'Widgets/app-directory/homepage', tags: ['widget-page'] } satisfies Meta;

const states = pageWithoutApiStates(appDirectoryPages.homepage);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const Data = states.Data;
