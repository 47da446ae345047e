/**
 * The browser test kit: the one entry a widget's browser tests and walk entries import from (Chromium,
 * the portal on a real host, logging in, the path walk's types).
 */
export * from './browser.ts';
export * from './portal.ts';
export * from './login.ts';
export * from './visit.ts';
export * from './richText.ts';
export * from './pageWalk.ts';
export { qrTextFromSvg } from '../../../runtime/app/testing/readQrCode.ts';
export { startHostProcess, type HostProcess } from '../../support/hostProcess.ts';
