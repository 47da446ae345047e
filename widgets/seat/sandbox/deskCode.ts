/**
 * The code a room's desk shows for checking in: six digits derived from the room's seeded secret and the
 * China day, so it changes every day and a code read yesterday (or in another room) does not work.
 */
import { createHmac } from 'node:crypto';

export function deskCodeOf(secret: string, day: string): string {
  const digest = createHmac('sha256', secret).update(day).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
