/** Hostile redirect targets for every redirect test: the corpus (copied into the repository) and our own. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL object: under jsdom (page tests) `URL` is jsdom's, which node:fs does not take.
export const CORPUS = join(dirname(fileURLToPath(import.meta.url)), 'redirect-targets.txt');
/** Every line of the corpus, as is (leading spaces included). */
export const CORPUS_TARGETS = readFileSync(CORPUS, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '');

/** Our own hostile targets, on top of the corpus. */
export const OWN_HOSTILE_TARGETS = [
  '//evil.example',
  '///evil.example',
  'https:evil.example',
  '/\\evil.example',
  '\\/evil.example',
  'javascript:alert(1)',
  ' /news/index',
  '/news/index ',
  '/\tnews',
  '/news\r\nSet-Cookie: x=1',
  '/news\u0000',
  '/\u2028/evil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C%5Cevil.example',
  '/%255Cevil.example',
  '/%252F/evil.example',
  '/.//evil.example',
  // Dot segments that fold into `//host` once parsed (QR desktop login followed them).
  '/a/..//evil.example/',
  '/x/%2e%2e//evil.example/',
  '/x/%2E%2E//evil.example/',
  '/a/b/../..//evil.example/',
  '/./%2F/evil.example',
  '/%E0%A4%A', // malformed escape
  'news/index',
  './news/index',
  '?next=/',
  '#/news',
  'http://sandbox/news/index', // absolute, even to the same host: only paths are accepted
  '',
  `/${'a'.repeat(2048)}`,
];
