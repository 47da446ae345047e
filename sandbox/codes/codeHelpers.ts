/** What the code-based login and identity routes share: random tokens, hashes, users by id, masked accounts. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { toUser, type SandboxUser, type UserRow } from '../auth/users.ts';
import type { SandboxDatabase } from '../sandboxDatabase.ts';

/** A random URL-safe token of `bytes` random bytes. */
export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');

/** Secrets are stored only as their SHA-256, so a copy of the database logs nobody in. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A token as the routes accept it: URL-safe characters only, bounded length. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function userById(db: SandboxDatabase, id: number): SandboxUser | undefined {
  const row = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
  return row ? toUser(row) : undefined;
}

/** `student` → `st***nt`: enough for the holder to recognise, not enough to copy. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? ''}*`;
  if (account.length <= 4) return `${account[0]}**${account.at(-1)}`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** Browser and system of a user agent, as a phone shows it before confirming a desktop login. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : '浏览器';
  const system = /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '未知系统';
  return `${browser} · ${system}`;
}
