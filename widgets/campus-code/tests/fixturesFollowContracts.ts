/**
 * Checks a widget's fixtures against its response contracts: every success answer (a plain envelope,
 * or a fixture function called with the sample requests given) must validate against the schema of the
 * API key whose default path it answers. Shared by the code widgets' fixtures tests.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { Envelope, Fixtures } from '../../../runtime/app/testing/fixtureFetch.ts';

type Samples = Record<string, [query?: string, body?: string][]>;

export function expectFixturesFollowContracts(widget: string, fixtures: Record<string, Fixtures>, samples: Samples = {}): number {
  const root = new URL(`../../${widget}/`, import.meta.url);
  const meta = JSON.parse(readFileSync(new URL('widget.json', root), 'utf8')) as { api: Record<string, { path: string; response: string }> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  let checked = 0;
  for (const [state, answers] of Object.entries(fixtures)) {
    for (const [path, fixture] of Object.entries(answers)) {
      const endpoint = Object.values(meta.api).find((e) => e.path === path);
      expect(endpoint, `${state} ${path}: no API key has this path`).toBeDefined();
      const validate = ajv.getSchema(endpoint!.response) ?? (ajv.addSchema(JSON.parse(readFileSync(new URL(endpoint!.response, root), 'utf8')) as object, endpoint!.response), ajv.getSchema(endpoint!.response)!);
      const envelopes: Envelope[] =
        typeof fixture === 'function' ? (samples[path] ?? [[]]).map(([query, body]) => fixture(new URLSearchParams(query), new URLSearchParams(body))) : typeof fixture === 'object' && 'e' in fixture ? [fixture] : [];
      for (const envelope of envelopes) {
        if (envelope.e !== 0) continue;
        expect(validate(envelope.d), `${state} ${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
        checked++;
      }
    }
  }
  return checked;
}
