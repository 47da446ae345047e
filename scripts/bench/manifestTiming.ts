/**
 * How long the host takes to turn one authored manifest into the served one (follow `extends`, merge,
 * defaults, schema and widget checks, route table). The files are read once up front: the figure is
 * the CPU cost of resolve + validate, not of the disk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { resolveManifest } from '../../runtime/host/manifest/resolveManifest.ts';
import { loadWidgetCatalog } from '../../runtime/host/manifest/widgetCatalog.ts';

export interface ManifestTiming {
  siteId: string;
  /** Problems of the last resolution; a site with problems is timed too (the host resolves those as well). */
  problems: number;
  iterations: number;
  meanMs: number;
  p95Ms: number;
}

export function timeManifests(sitesDir: string, { warmup = 20, iterations = 200 } = {}): ManifestTiming[] {
  const texts = new Map<string, string>();
  for (const file of readdirSync(sitesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    texts.set(basename(file, '.json'), readFileSync(join(sitesDir, file), 'utf8'));
  }
  const readSite = (siteId: string) => texts.get(siteId);
  const catalog = loadWidgetCatalog();

  return [...texts.keys()].map((siteId): ManifestTiming => {
    let problems = 0;
    // Warm-up lets the JIT and ajv's compiled validators settle, so the first calls don't skew p95.
    for (let i = 0; i < warmup; i++) resolveManifest(siteId, readSite, catalog);
    const samples: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const start = performance.now();
      problems = resolveManifest(siteId, readSite, catalog).problems.length;
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return {
      siteId,
      problems,
      iterations,
      meanMs: samples.reduce((sum, ms) => sum + ms, 0) / samples.length,
      p95Ms: samples[Math.min(samples.length - 1, Math.ceil(samples.length * 0.95) - 1)]!,
    };
  });
}
