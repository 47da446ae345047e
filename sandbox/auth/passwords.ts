/**
 * Password hashing for the sandbox's accounts: scrypt from node:crypto, one random salt per hash.
 * Stored as `scrypt$N$r$p$<salt>$<hash>` (salt and hash base64url), so the cost can be raised later
 * without breaking the hashes already stored.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt's recommended interactive cost (N = 2^14, r = 8, p = 1): about 50 ms per hash. */
const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Upper bound on N read from a stored hash, so a corrupted row cannot make one login take minutes. */
const MAX_N = 1 << 20;

export function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  const { N, r, p } = DEFAULT_COST;
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`; false (never a throw) for a malformed stored hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, hashText] = parts as [string, string, string, string, string, string];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return false;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return false;
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(hashText, 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = scryptSync(password.normalize('NFC'), salt, expected.length, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
  return timingSafeEqual(actual, expected);
}
