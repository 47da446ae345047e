/** Request helpers shared by the sandbox tests: they talk to `app.fetch` as the host does. */
import type { Hono } from 'hono';
import type { Envelope } from '../envelope.ts';

export interface JsonAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

async function answer<T>(response: Response): Promise<JsonAnswer<T>> {
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

export async function getJson<T = unknown>(app: Hono, pathAndQuery: string): Promise<JsonAnswer<T>> {
  return answer<T>(await app.fetch(new Request(`http://sandbox${pathAndQuery}`)));
}

export async function postForm<T = unknown>(app: Hono, path: string, fields: Record<string, string>): Promise<JsonAnswer<T>> {
  const request = new Request(`http://sandbox${path}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams(fields),
  });
  return answer<T>(await app.fetch(request));
}

export async function postJson<T = unknown>(app: Hono, path: string, body: string): Promise<JsonAnswer<T>> {
  const request = new Request(`http://sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body,
  });
  return answer<T>(await app.fetch(request));
}
