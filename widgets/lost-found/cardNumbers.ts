/**
 * ID and bank cards are posted by category only (证件, 银行卡), never with their numbers: a text that
 * carries an ID-card number (18 characters: 17 digits and a digit or X, with a birth date inside) or a
 * bank-card number (16 to 19 digits) is refused. Spaces and hyphens between the digits do not hide one.
 * The publish page warns with the same rule before sending; the server refuses with it.
 */
export type CardNumberKind = 'idCard' | 'bankCard';

const ID_CARD = /(?<!\d)\d{6}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?!\d)/;
const BANK_CARD = /(?<!\d)\d{16,19}(?!\d)/;

/** The text with the spaces and hyphens between digits taken out ("6222 0210 …" → "62220210…"). */
const digitsJoined = (text: string) => text.replace(/(?<=\d)[\s-]+(?=[\dXx])/g, '');

/** Which card number `text` carries, if any. */
export function cardNumberIn(text: string): CardNumberKind | undefined {
  const joined = digitsJoined(text);
  if (ID_CARD.test(joined)) return 'idCard';
  if (BANK_CARD.test(joined)) return 'bankCard';
  return undefined;
}

/** The categories whose posts must never show the card's number. */
export const CARD_CATEGORIES: readonly string[] = ['idCard', 'bankCard'];
