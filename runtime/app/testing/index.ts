/**
 * The widget test kit: the one entry a widget's component tests, fixtures and stories import from (the
 * harness that renders a page in a school, a language and as a user; fixture answers; page-state tests;
 * reading a QR code off a canvas; the demo schools and users). Fixtures and stories, which Storybook runs in
 * the browser, import fixtureKit.ts instead.
 */
export * from './fixtureKit.ts';
export * from './pageTests.tsx';
export * from './secondSchool.tsx';
export * from './detailRefusals.tsx';
export * from './resetPages.ts';
export * from './renderWidgetPage.tsx';
export * from './renderInPortal.tsx';
export * from './readQrCode.ts';
export * from '../../../tests/unit/support/sites.ts';
export * from '../../../tests/corpus/redirectCorpus.ts';
export { HOSTILE_HTML_FRAGMENTS } from '../../../sandbox/seed/hostileFragments.ts';
