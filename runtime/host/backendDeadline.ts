/**
 * How long the host waits on a backend: one bound for both backends, a school's behind
 * `API_TARGET` (apiProxy.ts) and the in-process sandbox (createHost's `toBackend`), so a stalled backend
 * costs a visitor one error screen, not a page that loads forever and a connection held open.
 *
 * The bound is on the backend's silence, not on the whole transfer: the answer's headers must come within
 * `timeoutMs` of the request being sent, and then every next piece of the body within `timeoutMs` of the
 * host asking for it. A large attachment reaching a slow phone keeps flowing however long it takes (the
 * host asks the backend for more only as fast as the browser reads), and an upload from that phone is not
 * counted against the backend: the clock for the answer starts again with each piece of the upload.
 */

/** `API_TIMEOUT_MS` when unset. */
export const DEFAULT_API_TIMEOUT_MS = 30_000;

/** The envelope the browser's request client reads as "backend down" (legacy-portal §8 network failure), for a backend that did not answer in time. */
export const backendTimedOut = { e: 504, m: '后端服务响应超时', d: null } as const;

/**
 * A backend kept the host waiting past the bound, for its answer (nothing was sent to the browser yet) or
 * for more of its body. Its stack is its one line: when a cut body ends the browser's answer, the Node
 * server reports the stream's error too, and a trace of timers would say nothing more.
 */
export class BackendTimeout extends Error {
  override name = 'BackendTimeout';
  constructor(waitingFor: 'answer' | 'body', timeoutMs: number) {
    super(waitingFor === 'answer' ? `no answer within ${timeoutMs} ms` : `the body stalled for ${timeoutMs} ms`);
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** `API_TIMEOUT_MS`: a whole number of milliseconds, at least 1; unset or empty is the default. */
export function parseApiTimeout(raw: string | undefined): { timeoutMs: number } | { problem: string } {
  if (raw === undefined || raw.trim() === '') return { timeoutMs: DEFAULT_API_TIMEOUT_MS };
  const timeoutMs = Number(raw.trim());
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 3_600_000)
    return { problem: `API_TIMEOUT_MS must be a whole number of milliseconds between 1 and 3600000 (e.g. 30000), got "${raw}"` };
  return { timeoutMs };
}

/**
 * Sends `request` with `send` under the bound. `send` gets the request to send (its body, if any, counts
 * as progress while it is read) and a signal that aborts when the bound is passed, to end the upstream
 * connection. Rejects with {@link BackendTimeout} when no answer came in time; the answer's body errors
 * with one (after `onBodyStall`) when the backend stops sending it.
 */
export async function exchangeWithin(
  request: Request,
  timeoutMs: number,
  send: (request: Request, signal: AbortSignal) => Response | Promise<Response>,
  onBodyStall: (timeout: BackendTimeout) => void,
): Promise<Response> {
  const deadline = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waitFor = (what: 'answer' | 'body') => {
    clearTimeout(timer);
    timer = setTimeout(() => deadline.abort(new BackendTimeout(what, timeoutMs)), timeoutMs);
  };
  const stop = () => clearTimeout(timer);
  const expired = new Promise<never>((_, reject) => deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason as Error), { once: true }));
  expired.catch(() => undefined); // only the race below reads it

  waitFor('answer');
  // The upload counts as progress only until the answer comes: a backend may answer without reading it all
  // (a body over its bound, refused from its length), and what the client still sends then starts no clock.
  let answered = false;
  const progress = () => {
    if (!answered) waitFor('answer');
  };
  const sent = request.body ? new Request(request, { body: withProgress(request.body, progress), duplex: 'half' } as RequestInit) : request;
  const answering = Promise.resolve().then(() => send(sent, deadline.signal));
  answering.catch(() => undefined); // an answer (or failure) after the bound has nobody to go to
  let answer: Response;
  try {
    answer = await Promise.race([answering, expired]);
  } catch (error) {
    stop();
    throw deadline.signal.aborted ? deadline.signal.reason : error;
  } finally {
    answered = true;
  }
  stop();
  if (!answer.body) return answer;
  return new Response(guardedBody(answer.body, deadline.signal, waitFor, stop, onBodyStall), answer);
}

/** The same bytes, calling `onProgress` after each piece and at the end. */
function withProgress(body: ReadableStream<Uint8Array>, onProgress: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read();
      onProgress();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * The same bytes, errored when the backend leaves a read waiting longer than the bound. The clock runs
 * only while a read is pending: the stream asks for the next piece when the browser has taken the last one.
 */
function guardedBody(
  body: ReadableStream<Uint8Array>,
  deadline: AbortSignal,
  waitFor: (what: 'body') => void,
  stop: () => void,
  onBodyStall: (timeout: BackendTimeout) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      deadline.addEventListener(
        'abort',
        () => {
          const reason = deadline.reason as BackendTimeout;
          onBodyStall(reason);
          controller.error(reason);
          reader.cancel(reason).catch(() => undefined);
        },
        { once: true },
      );
    },
    async pull(controller) {
      waitFor('body');
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } finally {
        stop();
      }
      if (deadline.aborted) return; // already errored by the bound
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      stop();
      return reader.cancel(reason);
    },
  });
}
