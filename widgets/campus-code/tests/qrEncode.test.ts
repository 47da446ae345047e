import { describe, expect, it } from 'vitest';
import { alignmentPositions, dataCodewords, encodeQr, versionFor } from '../qr/qrEncode.ts';
import { readQr } from './qrRead.ts';

describe('QR encoder (byte mode, level M)', () => {
  it('has the standard capacities and alignment positions', () => {
    // Level M data codewords of versions 1, 5, 10, 40 (ISO/IEC 18004 table 7).
    expect([1, 5, 10, 40].map(dataCodewords)).toEqual([16, 86, 216, 2334]);
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
    // Byte capacities at M: version 1 holds 14 bytes, version 2 26.
    expect(versionFor(14)).toBe(1);
    expect(versionFor(15)).toBe(2);
    expect(versionFor(26)).toBe(2);
  });

  it('draws the three finder patterns and the timing lines', () => {
    const { modules, size } = encodeQr('CPID1');
    const finderRow = [true, true, true, true, true, true, true, false];
    expect(modules[0]!.slice(0, 8)).toEqual(finderRow);
    expect(modules[0]!.slice(size - 8).reverse()).toEqual(finderRow);
    expect(modules[size - 1]!.slice(0, 8)).toEqual(finderRow);
    for (let i = 8; i < size - 8; i++) expect(modules[6]![i]).toBe(i % 2 === 0);
  });

  it.each([
    ['a short text', 'hello'],
    ['an identity token', 'CPID1.42.1778486400.Xy3kQz.4uG0b8dT2hQm9yVwK1pE0g'],
    ['a login link', 'http://127.0.0.1:8080/smlogin/index?token=q_2bF9u-0k3tT6hZQm1yVxK8pE4gJr7c'],
    ['Chinese text', '示范大学·统一身份认证 王小明'],
    ['a long text needing version info', 'x'.repeat(300)],
  ])('round-trips %s with valid error correction', (_name, text) => {
    const symbol = encodeQr(text);
    const reading = readQr(symbol.modules);
    expect(reading.text).toBe(text);
    expect(reading.mask).toBe(symbol.mask);
    expect(reading.errorCorrectionValid).toBe(true);
  });

  it('refuses a text too long for version 40', () => {
    expect(() => encodeQr('x'.repeat(2400))).toThrow(RangeError);
  });
});
