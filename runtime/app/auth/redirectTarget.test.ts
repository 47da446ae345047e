import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './redirectTarget.ts';

const policy = { origin: 'https://portal.school.example', allowedHosts: ['school.example', 'sso.school.example'] };
const corpusFile = join(dirname(fileURLToPath(import.meta.url)), '../../../tests/corpus/redirect-targets.txt');
const corpus = readFileSync(corpusFile, 'utf8')
  .split('\n')
  .filter((line) => line !== '');
const own = [
  '//evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/\\evil.example',
  'https://school.example@evil.example',
  'https://school.example.evil.example/',
  'http://school.example/', // allowed host, but not over https
  'https://evil.example%2F@school.example',
  'vbscript:msgbox(1)',
  'news/index',
];

describe('spec §7/§8 redirect targets are allowlisted', () => {
  it.each([...corpus, ...own])('refuses %s', (target) => {
    expect(allowedRedirect(target, policy)).toBeUndefined();
  });

  it.each([
    ['/news/index?id=3', 'https://portal.school.example/news/index?id=3'],
    ['https://portal.school.example/polymerization/homepage', 'https://portal.school.example/polymerization/homepage'],
    ['https://school.example/login?service=portal', 'https://school.example/login?service=portal'],
    ['https://sso.school.example/cas/login', 'https://sso.school.example/cas/login'],
    ['/api/uc/login?redirect_url=%2Fnews%2Findex', 'https://portal.school.example/api/uc/login?redirect_url=%2Fnews%2Findex'],
  ])('allows %s', (target, expected) => {
    expect(allowedRedirect(target, policy)).toBe(expected);
  });
});
