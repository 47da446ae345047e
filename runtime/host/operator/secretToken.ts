/**
 * The random tokens that are a capability on their own: an operator's session cookie and a preview's URL.
 * 32 bytes from the system's generator, base64url; a presented token of another shape is refused before
 * any lookup.
 */
import { randomBytes } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');
export const secretTokenPattern = /^[A-Za-z0-9_-]{43}$/;
