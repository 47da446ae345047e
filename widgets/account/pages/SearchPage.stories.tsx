/**
 * polymerization/search in each state (pageStates.ts): a search already typed (the page searches as the
 * user types), answered from widgets/account/fixtures.ts.
 */
import type { Meta } from '@storybook/react-vite';
import { portalStory, type PortalStorySetup } from '../../../.storybook/portal/portalStory.tsx';
import type { Fixtures } from '../../../runtime/app/testing/fixtureKit.ts';
import { searchedText } from '../fixtures.ts';
import { accountPages } from '../pageStates.ts';

export default { title: 'Widgets/account/search', tags: ['widget-page'] } satisfies Meta;

const page = accountPages.search;

/** Types the query once the page is there (stories cannot pass one in the URL: the box is the page's own). */
function searched(fixtures: Fixtures, ready: string): PortalStorySetup {
  return {
    path: page.path,
    user: page.user,
    fixtures,
    ready,
    afterMount: () => {
      const type = () => {
        const input = document.querySelector<HTMLInputElement>('[data-testid="search-input"]');
        if (!input) return void setTimeout(type, 50);
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setValue.call(input, searchedText);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      type();
    },
  };
}

export const Loading = portalStory(searched(page.fixtures.loading, page.ready.loading));
export const Empty = portalStory(searched(page.fixtures.empty, page.ready.empty));
export const ErrorNetwork = portalStory(searched(page.fixtures.networkError, page.ready.networkError));
export const ErrorEnvelope = portalStory(searched(page.fixtures.envelopeError, page.ready.envelopeError));
export const Data = portalStory(searched(page.fixtures.data, page.ready.data));
