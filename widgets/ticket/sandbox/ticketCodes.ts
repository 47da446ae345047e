/**
 * Redemption codes (兑换码): 10 characters of an alphabet without the look-alikes (no 0/O, 1/I/L), so a
 * code read aloud or typed from a screen is typed right; what the checker types is read the same way
 * whatever its case, spaces or dashes.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 10;

/** A new code; `random` (an integer source) for the deterministic seed, else crypto's. */
export function newCode(random: () => number = () => randomInt(2 ** 31)): string {
  let code = '';
  for (let n = 0; n < CODE_LENGTH; n++) code += ALPHABET[random() % ALPHABET.length];
  return code;
}

/** A typed or scanned code as stored: upper case, without spaces and dashes. */
export const normalizedCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]+/gu, '');
