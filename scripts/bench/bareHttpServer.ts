/**
 * The yardstick of the requests-per-second figures: a plain `node:http` server answering,
 * from memory, the very bytes and headers the host answered — no framework, no routing beyond one map
 * lookup, no compression. What the host reaches as a fraction of it is what the host's own work costs,
 * on this machine, in this run.
 */
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BenchServer } from './benchServers.ts';

/** One answer as it crossed the wire: the body still compressed, as sent. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Headers about the connection or the moment, which node:http writes itself for each answer. */
const perAnswer = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** GETs `url` with `headers` and keeps the answer's status, headers and raw body (not decoded). */
export async function recordAnswer(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  const request = httpRequest(url, { headers, agent: false });
  request.end();
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode ?? 0, headers: keptHeaders(response.headers), body: Buffer.concat(chunks) };
}

function keptHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !perAnswer.has(name)) kept[name] = value;
  return kept;
}

/** Serves each recorded answer at its path (`/r0`, `/r1`, … or any path the caller picks) on a free loopback port. */
export async function serveFromMemory(answers: ReadonlyMap<string, RecordedAnswer>): Promise<BenchServer> {
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    // A 304 has no body, and says nothing of its length (as the host's does not).
    res.writeHead(answer.status, answer.status === 304 ? answer.headers : { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
