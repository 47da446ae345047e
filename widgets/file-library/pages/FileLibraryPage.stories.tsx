/** commonFile/index (the file-library widget, a logged-in student) in each state (pageStates.ts). */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { fileLibraryPages } from '../pageStates.ts';

export default { title: 'Widgets/file-library/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(fileLibraryPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
