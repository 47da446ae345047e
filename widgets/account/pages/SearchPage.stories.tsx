/**
 * polymerization/search in each state: a search for 心理健康 already typed (the page searches as the
 * user types), answered from widgets/account/fixtures.ts.
 */
import type { Meta } from '@storybook/react-vite';
import { portalStory, type PortalStorySetup } from '../../../.storybook/portal/portalStory.tsx';
import { accountFixtures, student } from '../fixtures.ts';
import type { Fixtures } from '../../../runtime/app/testing/fixtureKit.ts';

export default { title: 'Widgets/account/search', tags: ['widget-page'] } satisfies Meta;

/** Types the query once the page is there (stories cannot pass one in the URL: the box is the page's own). */
function searched(fixtures: Fixtures, ready: string): PortalStorySetup {
  return {
    path: '/polymerization/search',
    user: student,
    fixtures,
    ready,
    afterMount: () => {
      const type = () => {
        const input = document.querySelector<HTMLInputElement>('[data-testid="search-input"]');
        if (!input) return void setTimeout(type, 50);
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setValue.call(input, '心理健康');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      type();
    },
  };
}

export const Loading = portalStory(searched(accountFixtures.loading, '[data-testid="search-news"] [data-testid="loading"]'));
export const Empty = portalStory(searched(accountFixtures.empty, '[data-testid="empty"]'));
export const ErrorNetwork = portalStory(searched(accountFixtures.networkError, '[data-testid="search-news"] [role="alert"]'));
export const ErrorEnvelope = portalStory(searched(accountFixtures.envelopeError, '[data-testid="search-guides"] [role="alert"]'));
export const Data = portalStory(searched(accountFixtures.data, '[data-testid="search-news"] a'));
