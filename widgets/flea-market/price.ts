/**
 * Prices are integer fen (分) end to end: the server stores and answers fen, the page shows yuan with two
 * decimals and parses what the seller types without floating point ("12.5" → 1250, never 1249).
 */

/** The most a listing may ask: ¥999,999.99 (the contract's maximum). */
export const MAX_PRICE_FEN = 99_999_999;

/** "12.50" for 1250 fen: yuan with two decimals, no currency sign (the locale adds ¥). */
export function yuanText(fen: number): string {
  const whole = Math.floor(fen / 100);
  return `${whole}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * The fen a typed price means, or why it means none: empty, not a number of yuan with at most two
 * decimals (a leading ¥ and spaces are allowed; a comma as decimal mark is read as a point), or too much.
 */
export function parsePrice(typed: string): { fen: number } | { problem: 'missing' | 'invalid' | 'tooHigh' } {
  const text = typed
    .trim()
    .replace(/^[¥￥]\s*/, '')
    .replace(',', '.');
  if (text === '') return { problem: 'missing' };
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return { problem: 'invalid' };
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen > MAX_PRICE_FEN ? { problem: 'tooHigh' } : { fen };
}
