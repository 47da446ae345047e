/**
 * campus-code/sweepCode (center/sweepCode and its copies): the scanner. It calls the school only once a
 * code is read, so its states are: the page's code arriving (loading) or not (network error of the
 * page), nothing scanned yet (empty: the entry form), and a code entered by hand answered by the school
 * (data: a verified holder; the verification failing on the network or with the school's message). Its path,
 * user and answers are its entry in pageStates.ts.
 */
import type { Meta } from '@storybook/react-vite';
import { chunkReloadMarker, pageFailureReports, portalStory } from '../../../.storybook/portal/portalStory.tsx';
import { codeFails, codeNeverArrives } from '../../../.storybook/portal/portalStory.tsx';
import type { Fixtures } from '../../../runtime/app/testing/fixtureKit.ts';
import { identityCode } from '../fixtures.ts';
import { campusCodePages } from '../pageStates.ts';

export default { title: 'Widgets/campus-code/sweepCode', tags: ['widget-page'] } satisfies Meta;

const { path, user, fixtures } = campusCodePages.sweepCode;

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
const scanned = (answers: Fixtures, ready: string) => portalStory({ path, user, fixtures: answers, afterMount: enterCode, ready });

export const Loading = portalStory({ path, user, source: codeNeverArrives('campus-code'), ready: '[data-testid="loading"]' });
export const Empty = portalStory({ path, user, fixtures: fixtures.data, ready: campusCodePages.sweepCode.ready.data });
export const ErrorNetwork = portalStory({
  path,
  user,
  source: codeFails('campus-code'),
  before: () => sessionStorage.setItem(chunkReloadMarker, String(Date.now())),
  ready: '[data-testid="chunk-error"]',
  expectedConsoleErrors: pageFailureReports,
});
export const ErrorEnvelope = scanned(
  { ...fixtures.data, '/campus-code/verify': fixtures.envelopeError['/campus-code/verify'] },
  '[data-testid="scan-result"] [role="alert"]',
);
export const Data = scanned(fixtures.data, '[data-testid="verified-holder"]');
