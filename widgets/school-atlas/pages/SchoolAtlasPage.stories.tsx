/** schoolAtlas/index in each state, from the fixtures its component tests use; AlbumData opens one album. */
import type { Meta } from '@storybook/react-vite';
import { portalStory, widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { atlasFixtures } from '../fixtures.ts';

export default { title: 'Widgets/school-atlas/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates({ path: '/schoolAtlas/index', fixtures: atlasFixtures, ready: { data: '[data-testid="atlas-albums"] li' } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
export const AlbumData = portalStory({ path: '/schoolAtlas/index?album=1', fixtures: atlasFixtures.data, ready: '[data-testid="atlas-photos"] li' });
