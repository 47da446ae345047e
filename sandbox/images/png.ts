/**
 * The one PNG writer the sandbox's drawn pictures share (seed scenes, captcha puzzles): 8-bit truecolour,
 * with or without alpha, no row filtering, zlib from Node.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of `width` × `height`; `paint` fills one row of pixels at a time (3 bytes each for `rgb`, 4 for
 * `rgba`).
 */
export function encodePng(width: number, height: number, format: 'rgb' | 'rgba', paint: (y: number, row: Buffer) => void): Buffer {
  const channels = format === 'rgb' ? 3 : 4;
  const stride = width * channels + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) paint(y, raw.subarray(y * stride + 1, (y + 1) * stride)); // filter byte 0: none
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = format === 'rgb' ? 2 : 6; // truecolour, truecolour with alpha
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]);
}
