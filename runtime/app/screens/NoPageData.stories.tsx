/** noPagedata/index (legacy-portal §2): what any unknown path shows, in the school's frame. */
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';

export default { title: 'Runtime/Screens/NoPageData', tags: ['runtime-screen'] } satisfies Meta;

export const UnknownPath = portalStory({ path: '/nowhere/index', ready: '[data-testid="no-page"]' });
