/**
 * The app directory's pages in each state: their stories and the path walk read this table. They call no
 * API of their own, so their states are those of their code and of the school's app list (see
 * pageWithoutApiStates): empty is a school that offers no app yet.
 */
import type { ResolvedSiteManifest } from '../../runtime/app/index.ts';
import { definePageStates, student } from '../../runtime/app/testing/fixtureKit.ts';

/** A school that offers no app yet: only the directory itself, which is not listed. */
const offersNothing = (site: ResolvedSiteManifest): ResolvedSiteManifest => ({
  ...site,
  apps: Object.fromEntries(Object.entries(site.apps).filter(([, app]) => !app.visible)),
});

const directoryPage = (path: string) => ({
  withoutApi: true as const,
  widget: 'app-directory',
  path,
  user: student,
  emptySite: offersNothing,
  ready: { data: '[data-app]' },
});

export const appDirectoryPages = definePageStates({
  /** The school's home: banner, search, featured apps, apps by category. */
  homepage: directoryPage('/polymerization/homepage'),
  /** The app square, filtered by category tabs. */
  square: directoryPage('/applicationSquare/index'),
  /** The featured apps and a way to all apps. */
  composition: directoryPage('/composition/index'),
  /** Every app, by category. */
  all: directoryPage('/composition/all'),
});
