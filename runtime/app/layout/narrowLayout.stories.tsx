/**
 * Spec §2 narrow desktop layout: on a desktop window wider than the school's threshold the portal is a
 * phone-like column, centred. Choose the Desktop viewport to see it (these stories start there); on a
 * phone, or for a school that exempts the route, the page takes the full width.
 */
import type { Meta } from '@storybook/react-vite';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { student } from '../../../tests/unit/support/users.ts';

export default { title: 'Runtime/Layout', tags: ['runtime-screen'], globals: { viewport: { value: 'desktop', isRotated: false } } } satisfies Meta;

export const NarrowDesktop = portalStory({ path: '/polymerization/homepage', user: student, ready: '[data-app]' });

/** The same school with the narrow layout switched off (`narrowDesktop.enabled: false`): full width. */
export const FullWidthDesktop = portalStory({
  path: '/polymerization/homepage',
  user: student,
  site: (site) => ({ ...site, narrowDesktop: { ...site.narrowDesktop, enabled: false } }),
  ready: '[data-app]',
});
