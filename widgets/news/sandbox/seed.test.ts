/** The seed is data the portal, its stories and its end-to-end tests lean on: pin what they expect of it. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NEWS_CHANNELS } from './channels.ts';
import { HOSTILE_HTML_FRAGMENTS } from '../../../sandbox/kit.ts';
import { SEED_ARTICLES } from './seed.ts';

const IMAGES = new URL('../../../runtime/app/public/static/images/', import.meta.url);
const CORPUS = new URL('../../../tests/corpus/html-payloads.txt', import.meta.url);

describe('seed news', () => {
  it('has at least 36 articles, at least 8 in each channel', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(36);
    for (const channel of NEWS_CHANNELS) {
      expect(SEED_ARTICLES.filter((a) => a.channel === channel).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('has unique titles and timestamps within the last months, none in the future of the seed', () => {
    expect(new Set(SEED_ARTICLES.map((a) => a.title)).size).toBe(SEED_ARTICLES.length);
    const from = Date.UTC(2026, 0, 1) / 1000;
    const to = Date.UTC(2026, 11, 1) / 1000;
    for (const article of SEED_ARTICLES) {
      expect(Number.isInteger(article.publishedAt)).toBe(true);
      expect(article.publishedAt).toBeGreaterThan(from);
      expect(article.publishedAt).toBeLessThan(to);
    }
  });

  it('points every cover and every content image at an SVG that exists, with a title', () => {
    const paths = new Set<string>();
    for (const article of SEED_ARTICLES) {
      if (article.cover) paths.add(article.cover);
      for (const match of article.content.matchAll(/<img src="\/static\/images\/([^"]+)"/g)) {
        if (match[1]) paths.add(match[1]);
      }
    }
    expect(paths.size).toBeGreaterThanOrEqual(6);
    for (const path of paths) {
      const file = fileURLToPath(new URL(path, IMAGES));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    }
    expect(SEED_ARTICLES.some((a) => !a.cover)).toBe(true);
  });

  it('has rich content: paragraphs, a heading and a list or table in each article, a table in some notices', () => {
    for (const article of SEED_ARTICLES) {
      expect(article.content.match(/<p[ >]/g)?.length ?? 0, article.title).toBeGreaterThanOrEqual(2);
      expect(article.content, article.title).toContain('<h3>');
    }
    expect(SEED_ARTICLES.some((a) => a.channel === 'notice' && a.content.includes('<table>'))).toBe(true);
  });

  it('pastes every hostile fragment into exactly one notice', () => {
    const hostile = SEED_ARTICLES.filter((a) => HOSTILE_HTML_FRAGMENTS.some((f) => a.content.includes(f)));
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.channel).toBe('notice');
    for (const fragment of HOSTILE_HTML_FRAGMENTS) expect(hostile[0]?.content).toContain(fragment);
  });

  it('keeps the hostile fragments identical to the corpus', () => {
    const lines = readFileSync(CORPUS, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect([...HOSTILE_HTML_FRAGMENTS]).toEqual(lines);
  });
});
