import { describe, expect, it } from 'vitest';
import { parsePrice, yuanText } from '../price.ts';

describe('prices in fen', () => {
  it.each([
    ['12', { fen: 1200 }],
    ['12.5', { fen: 1250 }],
    ['0.29', { fen: 29 }],
    ['¥ 45.50', { fen: 4550 }],
    ['3,99', { fen: 399 }],
    ['', { problem: 'missing' }],
    ['12.345', { problem: 'invalid' }],
    ['-5', { problem: 'invalid' }],
    ['1e3', { problem: 'invalid' }],
    ['1000000', { problem: 'tooHigh' }],
  ])('"%s" → %o', (typed, parsed) => expect(parsePrice(typed)).toEqual(parsed));

  it('shows yuan with two decimals', () => {
    expect([yuanText(0), yuanText(5), yuanText(1250), yuanText(99_999_999)]).toEqual(['0.00', '0.05', '12.50', '999999.99']);
  });
});
