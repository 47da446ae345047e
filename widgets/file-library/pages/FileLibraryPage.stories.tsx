/** commonFile/index (the file-library widget, a logged-in student) in each state. */
import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { student } from '../../../runtime/app/testing/fixtureKit.ts';
import { fileLibraryFixtures } from '../fixtures.ts';

export default { title: 'Widgets/file-library/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/commonFile/index', fixtures: fileLibraryFixtures, user: student, ready: { data: '[data-testid="file-list"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
