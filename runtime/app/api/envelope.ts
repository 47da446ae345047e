/**
 * The old backends' answer (legacy-portal §7): `{e, m, d}`, `e = 0` for success. Read by the request exchange,
 * and by the client's facade for a prefetched page request, which needs no exchange when all went well.
 */
export interface Envelope {
  e: number;
  m: string;
  d: unknown;
}

export const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).e === 'number' && 'd' in value;

/**
 * What the portal's host (or a gateway in front of a school's backend) answers when the backend is down,
 * resetting or too slow (the host's `{e: 502|504}` envelopes): the network failure of legacy-portal §8, shown as the
 * network-error screen, not as a message of the school's.
 */
export const gatewayStatuses = new Set([502, 503, 504]);

/** The data of a plain success (a JSON envelope with `e = 0`, not a gateway's); undefined for anything else. */
export function successData(status: number, text: string): { data: unknown } | undefined {
  if (gatewayStatuses.has(status)) return undefined;
  try {
    const payload: unknown = JSON.parse(text);
    return isEnvelope(payload) && payload.e === 0 ? { data: payload.d } : undefined;
  } catch {
    return undefined;
  }
}
