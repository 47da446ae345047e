/**
 * app-directory/all (/composition/all): every app, by category. The page calls no API of its own,
 * so its states are those of its code and of the school's app list (see pageWithoutApiStates).
 */
import type { Meta } from '@storybook/react-vite';
import { pageWithoutApiStates } from '../../../.storybook/portal/portalStory.tsx';
import type { ResolvedSiteManifest } from '../../../runtime/app/index.ts';
import { student } from '../../../runtime/app/testing/fixtureKit.ts';

export default { title: 'Widgets/app-directory/all', tags: ['widget-page'] } satisfies Meta;

/** A school that offers no app yet: only the directory itself, which is not listed. */
const offersNothing = (site: ResolvedSiteManifest): ResolvedSiteManifest => ({
  ...site,
  apps: Object.fromEntries(Object.entries(site.apps).filter(([, app]) => !app.visible)),
});

const states = pageWithoutApiStates({
  widget: 'app-directory',
  path: '/composition/all',
  user: student,
  emptySite: offersNothing,
  ready: { data: '[data-app]' },
});
export const Loading = states.Loading;
export const Empty = states.Empty;
export const ErrorNetwork = states.ErrorNetwork;
export const Data = states.Data;
