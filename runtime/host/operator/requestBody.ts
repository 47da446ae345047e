/**
 * JSON request bodies of the operator API, read defensively: the raw bytes with a hard cap before
 * anything is parsed, the nesting depth counted over the text without recursion (so 10 000 levels cost
 * a loop, not a stack), and keys that could alter objects' prototypes refused.
 */
import type { ManifestProblem } from '../../shared/manifestProblems.ts';
import { parseManifestJson } from '../manifest/parseJson.ts';

export const maxBodyBytes = 256 * 1024;
/** Levels of nesting a manifest may have; the request's own envelope (`{ manifest, reason }`) adds one. */
export const maxManifestDepth = 32;

export type BodyError = { status: 400 | 413; error: 'too-large' | 'too-deep' | 'forbidden-key' | 'bad-json'; message: string; path?: string };
export type BodyResult = { ok: true; value: unknown; duplicateKeys: ManifestProblem[] } | ({ ok: false } & BodyError);

/** The body as text, or undefined when it exceeds `maxBytes` (stops reading at the cap). */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | undefined | 'not-utf8'> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not-utf8';
  }
}

/** The deepest nesting of objects and arrays in JSON text (strings skipped), by one loop over it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c /* \ */) i++;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Reads and parses a JSON body within the limits. Duplicate keys are returned (not refused): for a
 * manifest they are validation problems like any other.
 */
export async function readJsonBody(request: Request, { maxBytes = maxBodyBytes, maxDepth = maxManifestDepth + 1 } = {}): Promise<BodyResult> {
  const text = await readCappedText(request, maxBytes);
  if (text === undefined) return { ok: false, status: 413, error: 'too-large', message: `The body is larger than ${Math.round(maxBytes / 1024)} KiB.` };
  if (text === 'not-utf8') return { ok: false, status: 400, error: 'bad-json', message: 'The body is not UTF-8 text.' };
  if (jsonDepth(text) > maxDepth) {
    return { ok: false, status: 400, error: 'too-deep', message: `The body is nested more than ${maxDepth - 1} levels deep.` };
  }
  const parsed = parseManifestJson(text, 'body');
  if (!parsed.ok)
    return {
      ok: false,
      status: 400,
      error: 'bad-json',
      message: `The body is not valid JSON: ${(parsed.problems[0]?.params as { detail?: string }).detail ?? ''}`,
    };
  const forbidden = parsed.problems.find((p) => p.code === 'schema' && p.params.keyword === 'propertyNames');
  if (forbidden) {
    return {
      ok: false,
      status: 400,
      error: 'forbidden-key',
      message: `The key "${forbidden.path.split('/').pop()}" is not allowed (__proto__, constructor and prototype could alter objects' prototypes).`,
      path: forbidden.path,
    };
  }
  return { ok: true, value: parsed.value, duplicateKeys: parsed.problems.filter((p) => p.code === 'duplicate-key') };
}
