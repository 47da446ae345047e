/**
 * The fixture kit: what a widget's fixtures, page states and stories import (fixture answers, the table of
 * its pages' states, the demo users). It runs in the browser too (Storybook bundles every story into one
 * preview), so it holds nothing that reads files: the rest of the test kit (index.ts) is for tests, which
 * run in Node.
 */
export * from './fixtureFetch.ts';
export * from './pageStates.ts';
export * from '../../../tests/unit/support/users.ts';
export * from './recordingFixtures.ts';
