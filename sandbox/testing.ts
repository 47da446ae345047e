/**
 * The sandbox's test kit: what a widget backend's tests import (a sandbox to call, its sessions, typed
 * requests), beside the kit's entry (kit.ts) for the backend itself.
 */
export * from './sandboxApp.ts';
export * from './tests/sessionCookies.ts';
export * from './tests/sandboxRequests.ts';
export * from './seed/media/scenePng.ts';
export * from './auth/loginThrottle.ts';
export * from './auth/loginPageTexts.ts';
export * from '../tests/support/contracts.ts';
export * from './tests/keyedCaller.ts';
