/**
 * How long a publish on one host takes to be served by every host on the same database:
 * an operator signs in on the first host through the operator API (runtime/host/operator/API.md), then
 * publishes a changed title `rounds` times; each time, every host's `/_site/manifest.json` is polled from the
 * moment the PUT is sent until its ETag changes. The others learn of it by PostgreSQL's NOTIFY; the figure
 * includes what each host does before it serves a new version: read it, resolve it, compress it once.
 */
import { setTimeout as delay } from 'node:timers/promises';

export interface PublishLatency {
  rounds: number;
  /** The PUT's round trip on the publishing host, per round, in ms. */
  putMs: number[];
  /** From sending the PUT until the last host served the new manifest, per round, in ms. */
  everyHostMs: number[];
  /** From sending the PUT until each host (in the order given) served the new manifest, per round, in ms. */
  eachHostMs: number[][];
}

export interface Operator {
  name: string;
  password: string;
}

const siteId = 'demo';
/** A publish not seen everywhere by then is a failure, not a slow figure. */
const roundTimeoutMs = 10_000;
/** The figure's resolution: each host is asked again this long after its last answer. */
const pollEveryMs = 5;
const manifestHeaders = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** Signs in on `origin`; returns the session cookie (sessions are in the database: every host knows it). */
async function signIn(origin: string, operator: Operator): Promise<string> {
  const response = await expectOk(
    await fetch(`${origin}/_operator/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(operator),
    }),
    'POST /_operator/api/login',
  );
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('portal-operator='));
  if (!cookie) throw new Error('POST /_operator/api/login answered without the portal-operator cookie');
  return cookie;
}

async function servedEtag(origin: string): Promise<string> {
  const response = await expectOk(await fetch(`${origin}/_site/manifest.json`, { headers: manifestHeaders }), `GET ${origin}/_site/manifest.json`);
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`GET ${origin}/_site/manifest.json answered without an ETag`);
  return etag;
}

/** Asks `origin` with If-None-Match until it serves another manifest; resolves with that ETag and when it was seen. */
async function waitForChange(origin: string, previous: string, deadline: number, signal: AbortSignal): Promise<{ etag: string; at: number }> {
  for (;;) {
    const response = await fetch(`${origin}/_site/manifest.json`, { headers: { ...manifestHeaders, 'if-none-match': previous }, signal });
    const at = performance.now();
    await response.arrayBuffer();
    const etag = response.headers.get('etag');
    if (response.status === 200 && etag && etag !== previous) return { etag, at };
    if (response.status !== 304 && response.status !== 200)
      throw new Error(`GET ${origin}/_site/manifest.json answered ${response.status} while waiting for a publish`);
    if (Date.now() > deadline) throw new Error(`${origin} still served the old manifest ${roundTimeoutMs} ms after a publish on another host`);
    // Not back to back: the polls must not become a load of their own on the hosts being timed.
    await delay(pollEveryMs);
  }
}

interface AuthoredManifest {
  branding?: { title?: Record<string, string> };
}

export async function measurePublishLatency(origins: readonly string[], operator: Operator, rounds = 20): Promise<PublishLatency> {
  const [publisher] = origins;
  if (!publisher) throw new Error('no host to publish on');
  const cookie = await signIn(publisher, operator);
  const writeHeaders = { cookie, origin: publisher, 'x-portal-operator': '1', 'content-type': 'application/json' };
  const current = (await (
    await expectOk(await fetch(`${publisher}/_operator/api/sites/${siteId}/manifest`, { headers: { cookie } }), `GET sites/${siteId}/manifest`)
  ).json()) as { authored: AuthoredManifest | null; etag: string };
  if (!current.authored) throw new Error(`sites/${siteId} in the database is not valid JSON`);
  const authored = current.authored;
  const title = authored.branding?.title?.en ?? 'Demo University Portal';
  let ifMatch = current.etag;
  let served = await Promise.all(origins.map(servedEtag));
  if (new Set(served).size !== 1) throw new Error(`the hosts serve different manifests before the first publish: ${served.join(', ')}`);

  const putMs: number[] = [];
  const everyHostMs: number[] = [];
  const eachHostMs: number[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const draft = { ...authored, branding: { ...authored.branding, title: { ...authored.branding?.title, en: `${title} (bench publish ${round})` } } };
    const sentAt = performance.now();
    const deadline = Date.now() + roundTimeoutMs;
    const polling = new AbortController();
    const seen = Promise.all(origins.map((origin, i) => waitForChange(origin, served[i]!, deadline, polling.signal)));
    seen.catch(() => {}); // awaited below; a failed PUT must not leave it rejecting unheard
    let answeredAt: number;
    let saved: { etag: string };
    try {
      const answer = await fetch(`${publisher}/_operator/api/sites/${siteId}/manifest`, {
        method: 'PUT',
        headers: { ...writeHeaders, 'if-match': ifMatch },
        body: JSON.stringify({ manifest: draft, reason: `bench: publish-to-every-host latency, round ${round}` }),
      });
      answeredAt = performance.now();
      saved = (await (await expectOk(answer, `PUT sites/${siteId}/manifest`)).json()) as { etag: string };
    } catch (error) {
      polling.abort();
      throw error;
    }
    const changes = await seen;
    if (new Set(changes.map((c) => c.etag)).size !== 1) throw new Error(`after publish ${round} the hosts serve different manifests`);
    ifMatch = saved.etag;
    served = changes.map((c) => c.etag);
    putMs.push(answeredAt - sentAt);
    eachHostMs.push(changes.map((c) => c.at - sentAt));
    everyHostMs.push(Math.max(...changes.map((c) => c.at)) - sentAt);
  }
  return { rounds, putMs, everyHostMs, eachHostMs };
}
