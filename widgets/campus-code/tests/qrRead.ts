/**
 * A reader of the symbols our encoder draws, written from the standard for the tests: reads the format
 * bits, unmasks, walks the zigzag, de-interleaves the blocks, checks each block's Reed–Solomon syndromes
 * are zero (independent of how the encoder built its generator) and parses the byte-mode segment.
 */
import { dataCodewords, formatBits, gfMultiply, maskApplies, rawDataModules, reservedModules } from '../qr/qrEncode.ts';

const ECC_PER_BLOCK_M = [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28];

function gfPower(exponent: number): number {
  let value = 1;
  for (let i = 0; i < exponent; i++) value = gfMultiply(value, 2);
  return value;
}

/** Evaluates a codeword polynomial (first codeword = highest power) at x. */
function evaluate(block: readonly number[], x: number): number {
  return block.reduce((acc, c) => gfMultiply(acc, x) ^ c, 0);
}

export interface QrReading {
  text: string;
  level: 'M';
  mask: number;
  version: number;
  /** Every block's syndromes are zero. */
  errorCorrectionValid: boolean;
}

export function readQr(modules: readonly (readonly boolean[])[]): QrReading {
  const size = modules.length;
  const version = (size - 17) / 4;
  // Format bits around the top-left finder (bit i as the encoder placed it).
  const at = (x: number, y: number) => (modules[y]![x] ? 1 : 0);
  const coords: [number, number][] = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  const bits = coords.reduce((acc, [x, y], i) => acc | (at(x, y) << i), 0);
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((m) => formatBits(m) === bits);
  if (mask === undefined) throw new Error(`format bits ${bits.toString(2)} are not level M`);
  const reserved = reservedModules(version);
  const codewordBits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vertical : vertical;
        if (reserved[y]![x]) continue;
        codewordBits.push((modules[y]![x] !== maskApplies(mask, x, y)) ? 1 : 0);
      }
    }
  }
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const codewords: number[] = [];
  for (let i = 0; i < rawCodewords; i++) codewords.push(codewordBits.slice(i * 8, i * 8 + 8).reduce((a, b) => (a << 1) | b, 0));
  // De-interleave: data columns of every block, then error-correction columns.
  const eccLength = ECC_PER_BLOCK_M[version]!;
  const dataTotal = dataCodewords(version);
  const blockCount = (rawCodewords - dataTotal) / eccLength;
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortData = Math.floor(rawCodewords / blockCount) - eccLength;
  const dataBlocks: number[][] = Array.from({ length: blockCount }, () => []);
  let k = 0;
  for (let i = 0; i <= shortData; i++) for (let j = 0; j < blockCount; j++) if (i < shortData || j >= shortBlocks) dataBlocks[j]!.push(codewords[k++]!);
  const eccBlocks: number[][] = Array.from({ length: blockCount }, () => []);
  for (let i = 0; i < eccLength; i++) for (let j = 0; j < blockCount; j++) eccBlocks[j]!.push(codewords[k++]!);
  const errorCorrectionValid = dataBlocks.every((block, j) => {
    const full = [...block, ...eccBlocks[j]!];
    for (let i = 0; i < eccLength; i++) if (evaluate(full, gfPower(i)) !== 0) return false;
    return true;
  });
  const data = dataBlocks.flat();
  const stream = data.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (byte >>> i) & 1));
  const read = (from: number, length: number) => stream.slice(from, from + length).reduce((a, b) => (a << 1) | b, 0);
  if (read(0, 4) !== 0b0100) throw new Error('not a byte-mode segment');
  const countBits = version <= 9 ? 8 : 16;
  const count = read(4, countBits);
  const bytes = new Uint8Array(count);
  for (let i = 0; i < count; i++) bytes[i] = read(4 + countBits + i * 8, 8);
  return { text: new TextDecoder().decode(bytes), level: 'M', mask, version, errorCorrectionValid };
}
