/**
 * Password hashing for the sandbox's accounts: scrypt from node:crypto, one random salt per hash.
 * Stored as `scrypt$N$r$p$<salt>$<hash>` (salt and hash base64url), so the cost can be raised later
 * without breaking the hashes already stored.
 *
 * Two ways to run it. A request checks and hashes with {@link verifyPasswordAsync} and
 * {@link hashPasswordAsync}: scrypt then runs on libuv's thread pool, so a login's ~50 ms never stalls
 * the event loop that serves everyone else (logins from 16 clients pushed a 9 ms
 * manifest to seconds). The synchronous {@link hashPassword} and {@link verifyPassword} are for seeds,
 * migrations and scripts, which run before any request does.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's recommended interactive cost (N = 2^14, r = 8, p = 1): about 50 ms per hash. */
const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Upper bound on N read from a stored hash, so a corrupted row cannot make one login take minutes. */
const MAX_N = 1 << 20;
/**
 * Hashes running at once. libuv's pool has 4 threads by default and also reads files (the host's static
 * files and site assets): a burst of logins takes at most two of them and waits for its turn.
 */
const MAX_CONCURRENT_HASHES = 2;

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  expected: Buffer;
}

/** The parts of a stored hash, or undefined when it is malformed or its cost out of bounds. */
function parseStoredHash(stored: string): StoredHash | undefined {
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
  if (salt.length === 0 || expected.length === 0) return undefined;
  return { N, r, p, salt, expected };
}

const costOf = ({ N, r, p }: { N: number; r: number; p: number }): ScryptOptions => ({ N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
const format = (salt: Buffer, hash: Buffer) =>
  ['scrypt', DEFAULT_COST.N, DEFAULT_COST.r, DEFAULT_COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');

let running = 0;
const waiting: Array<() => void> = [];

/** scrypt on libuv's pool, at most {@link MAX_CONCURRENT_HASHES} at a time. */
async function scryptInPool(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise<Buffer>((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** A new hash of `password`, computed off the event loop: for requests (a password change). */
export async function hashPasswordAsync(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): Promise<string> {
  return format(salt, await scryptInPool(password.normalize('NFC'), salt, KEY_LENGTH, costOf(DEFAULT_COST)));
}

/** Whether `password` matches `stored`, computed off the event loop; false (never a rejection) for a malformed stored hash. */
export async function verifyPasswordAsync(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const actual = await scryptInPool(password.normalize('NFC'), parsed.salt, parsed.expected.length, costOf(parsed));
  return timingSafeEqual(actual, parsed.expected);
}

/** A new hash of `password`, blocking for ~50 ms: for seeds, migrations and scripts, never a request. */
export function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  return format(salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, costOf(DEFAULT_COST)));
}

/** Whether `password` matches `stored`, blocking: for seeds, migrations and tests; false (never a throw) for a malformed stored hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  return timingSafeEqual(scryptSync(password.normalize('NFC'), parsed.salt, parsed.expected.length, costOf(parsed)), parsed.expected);
}
