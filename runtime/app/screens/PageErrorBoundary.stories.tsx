/**
 * A page that failed: its error panel with a retry (the shell lives on), and the panel for page code
 * that could not be loaded (offline, or a redeploy replaced it). Both are reported on the console
 * (legacy-portal §8), which these stories expect.
 */
import type { Meta } from '@storybook/react-vite';
import { chunkReloadMarker, pageFailureReports, portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { codeFails, withPage } from '../../../.storybook/portal/storySources.ts';

export default { title: 'Runtime/Screens/PageError', tags: ['runtime-screen'] } satisfies Meta;

function BrokenPage(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
}

export const ErrorPanel = portalStory({
  path: '/news/index',
  source: withPage('news', 'index', BrokenPage),
  ready: '[data-testid="error-panel"]',
  expectedConsoleErrors: [...pageFailureReports, "reading 'map'"],
});

export const PageCodeFailed = portalStory({
  path: '/news/index',
  source: codeFails('news'),
  // The portal reloads once for page code that failed to load; the story shows the panel after that.
  before: () => sessionStorage.setItem(chunkReloadMarker, String(Date.now())),
  ready: '[data-testid="chunk-error"]',
  expectedConsoleErrors: pageFailureReports,
});
