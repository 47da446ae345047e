/**
 * The fixture kit: what a widget's fixtures and stories import (fixture answers, the demo users). It runs in
 * the browser too (Storybook bundles every story into one preview), so it holds nothing that reads files:
 * the rest of the test kit (index.ts) is for tests, which run in Node.
 */
export * from './fixtureFetch.ts';
export * from '../../../tests/unit/support/users.ts';
