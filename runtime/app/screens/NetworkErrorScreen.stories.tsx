/**
 * Spec §2 network-error screen: the site's image, the error text, retry, back and the feedback dialog
 * (which closes only on submit, legacy-portal §4). Shown here over the news list whose call failed on the network.
 */
import type { Meta } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import { portalStory } from '../../../.storybook/portal/portalStory.tsx';

export default { title: 'Runtime/Screens/NetworkError', tags: ['runtime-screen'] } satisfies Meta;

const offline = { '/news/list': 'network-error' } as const;

export const Screen = portalStory({ path: '/news/index', fixtures: offline, ready: '[data-testid="network-error"]' });

export const FeedbackDialog = portalStory(
  { path: '/news/index', fixtures: offline, ready: '[data-testid="feedback-dialog"]' },
  {
    play: async ({ canvasElement }) => {
      const button = await waitFor(
        () => {
          const found = canvasElement.ownerDocument.querySelector<HTMLButtonElement>('[data-testid="network-error"] button[aria-expanded]');
          if (!found) throw new Error('the network-error screen is not there yet');
          return found;
        },
        { timeout: 10_000 },
      );
      await userEvent.click(button);
    },
  },
);
