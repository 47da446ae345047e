/**
 * Operator passwords: scrypt, stored as `scrypt$N$r$p$<salt>$<hash>` (salt and hash base64url) — the
 * format of the sandbox's accounts, so one tool's hashes read the same everywhere. The host keeps its
 * own verifier: operator authentication must not lean on the sandbox, which a school's deployment
 * replaces with its real backend.
 *
 * Asynchronous on purpose: scrypt takes ~50 ms, and a login must not stall every other request.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Bounds on the cost read from a stored hash, so a mistyped hash cannot make one login take minutes. */
const MAX_N = 1 << 20;

/** The shape a stored hash must have; checked when operators are loaded. */
export const passwordHashPattern = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/;

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));

/** A new hash of `password` (what `npm run operator-password` prints). */
export async function hashOperatorPassword(password: string): Promise<string> {
  const { N, r, p } = DEFAULT_COST;
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** The parameters of a stored hash, or undefined when it is malformed or its cost is out of bounds. */
function parseHash(stored: string): { N: number; r: number; p: number; salt: Buffer; expected: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, nText, rText, pText, saltText, hashText] = parts as [string, string, string, string, string, string];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return undefined;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(hashText, 'base64url');
  if (salt.length < 8 || expected.length < 16 || expected.length > 64) return undefined;
  return { N, r, p, salt, expected };
}

/** Whether a stored hash is one {@link verifyOperatorPassword} can check. */
export function isUsablePasswordHash(stored: string): boolean {
  return passwordHashPattern.test(stored) && parseHash(stored) !== undefined;
}

/** A hash of a password nobody knows: unknown names are checked against it, so they take as long as known ones. */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored` (timing-safe); false, never a throw, for a malformed hash.
 * Pass `undefined` for an unknown operator: the same work is done, and the answer is false.
 */
export async function verifyOperatorPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = stored === undefined ? undefined : parseHash(stored);
  if (!parsed) {
    decoy ??= hashOperatorPassword(randomBytes(16).toString('hex'));
    const fake = parseHash(await decoy)!;
    await scryptAsync(password.normalize('NFC'), fake.salt, fake.expected.length, { N: fake.N, r: fake.r, p: fake.p, maxmem: 64 * 1024 * 1024 });
    return false;
  }
  const { N, r, p, salt, expected } = parsed;
  const actual = await scryptAsync(password.normalize('NFC'), salt, expected.length, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
  return timingSafeEqual(actual, expected);
}
