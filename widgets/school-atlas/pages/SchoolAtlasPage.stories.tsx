/** schoolAtlas/index in each state (pageStates.ts); AlbumData opens one album. */
import type { Meta } from '@storybook/react-vite';
import { portalStory, widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { atlasFixtures } from '../fixtures.ts';
import { schoolAtlasPages } from '../pageStates.ts';

export default { title: 'Widgets/school-atlas/index', tags: ['widget-page'] } satisfies Meta;

const states = widgetPageStates(schoolAtlasPages.index);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const ErrorEnvelope = states.ErrorEnvelope;
export const Data = states.Data;
export const AlbumData = portalStory({ path: '/schoolAtlas/index?album=1', fixtures: atlasFixtures.data, ready: '[data-testid="atlas-photos"] li' });
