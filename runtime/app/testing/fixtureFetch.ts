/**
 * A fetch that answers API calls from fixtures: the one mechanism component tests and stories use for
 * API answers. A fixture is an envelope, a function of the query giving one, or a failure to simulate.
 */
export type Envelope = { e: number; m: string; d: unknown };
/** A function fixture gets the query, a form body as fields, and a JSON body (`json: true` endpoints) as parsed. */
export type Fixture =
  Envelope | ((query: URLSearchParams, body: URLSearchParams, json?: unknown) => Envelope) | 'network-error' | 'never' | { status: number; body: string };

/** Fixtures by path below the API base (e.g. `/news/list`). */
export type Fixtures = Record<string, Fixture>;

/** The five states a widget page has (widgets/<id>/fixtures.ts gives one set of answers for each): its stories and its tests use the same. */
export interface StateFixtures {
  loading: Fixtures;
  empty: Fixtures;
  networkError: Fixtures;
  envelopeError: Fixtures;
  data: Fixtures;
}

export const ok = (d: unknown): Envelope => ({ e: 0, m: '', d });
export const failure = (e: number, m: string): Envelope => ({ e, m, d: null });

export function fixtureFetch(fixtures: Fixtures, apiBase = '/api'): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(apiBase) ? url.pathname.slice(apiBase.length) : url.pathname;
    const fixture = fixtures[path];
    if (fixture === undefined) return Response.json({ e: 404, m: `no fixture for ${path}`, d: null }, { status: 404 });
    if (fixture === 'network-error') throw new TypeError('Failed to fetch');
    if (fixture === 'never') return new Promise<Response>(() => undefined);
    if ('status' in fixture) return new Response(fixture.body, { status: fixture.status, headers: { 'content-type': 'text/html' } });
    const json = request.method !== 'GET' && /json/i.test(request.headers.get('content-type') ?? '') ? ((await request.json()) as unknown) : undefined;
    const body = request.method === 'GET' || json !== undefined ? new URLSearchParams() : await bodyFields(request);
    const envelope = typeof fixture === 'function' ? fixture(url.searchParams, body, json) : fixture;
    return Response.json(envelope);
  };
}

/** A POST body as fields: form-encoded as is; multipart with each file as its name (what fixtures check). */
async function bodyFields(request: Request): Promise<URLSearchParams> {
  if (!/multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return new URLSearchParams(await request.text());
  const fields = new URLSearchParams();
  for (const [name, value] of (await request.formData()).entries()) fields.append(name, typeof value === 'string' ? value : value.name);
  return fields;
}
