/**
 * campus-code/sweepCode (center/sweepCode and its copies): the scanner. It calls the school only once a
 * code is read, so its states are: the page's code arriving (loading) or not (network error of the
 * page), nothing scanned yet (empty: the entry form), and a code entered by hand answered by the school
 * (data: a verified holder; the verification failing on the network or with the school's message).
 */
import type { Meta } from '@storybook/react-vite';
import { chunkReloadMarker, pageFailureReports, portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { codeFails, codeNeverArrives } from '../../../.storybook/portal/portalStory.tsx';
import { type Fixtures, student } from '../../../runtime/app/testing/fixtureKit.ts';
import { campusCodeFixtures, identityCode } from '../fixtures.ts';

export default { title: 'Widgets/campus-code/sweepCode', tags: ['widget-page'] } satisfies Meta;

const path = '/center/sweepCode';

/** Types an identity code into the entry form once the page is there, and sends it, as a user would. */
function enterCode() {
  const started = Date.now();
  const timer = setInterval(() => {
    const box = document.querySelector<HTMLTextAreaElement>('#manual-code');
    if (!box && Date.now() - started < 10_000) return;
    clearInterval(timer);
    if (!box) return;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, identityCode(1));
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.form?.requestSubmit();
  }, 50);
}
const scanned = (fixtures: Fixtures, ready: string) => portalStory({ path, user: student, fixtures, afterMount: enterCode, ready });

export const Loading = portalStory({ path, user: student, source: codeNeverArrives('campus-code'), ready: '[data-testid="loading"]' });
export const Empty = portalStory({ path, user: student, fixtures: campusCodeFixtures.data, ready: '#manual-code' });
export const ErrorNetwork = portalStory({
  path,
  user: student,
  source: codeFails('campus-code'),
  before: () => sessionStorage.setItem(chunkReloadMarker, String(Date.now())),
  ready: '[data-testid="chunk-error"]',
  expectedConsoleErrors: pageFailureReports,
});
export const ErrorEnvelope = scanned(
  { ...campusCodeFixtures.data, '/campus-code/verify': campusCodeFixtures.envelopeError['/campus-code/verify'] },
  '[data-testid="scan-result"] [role="alert"]',
);
export const Data = scanned(campusCodeFixtures.data, '[data-testid="verified-holder"]');
