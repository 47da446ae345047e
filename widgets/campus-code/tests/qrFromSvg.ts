/**
 * Reads back the text of a QR code the way QrCodeSvg draws it (one `M x y h1v1h-1z` per dark module,
 * a 4-module quiet zone): lets the browser tests check what a rendered code really says.
 */
import { readQr } from './qrRead.ts';

export function qrTextFromSvg(viewBox: string, path: string): string {
  const extent = Number(viewBox.split(' ')[2]);
  const size = extent - 8;
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) modules[Number(y) - 4]![Number(x) - 4] = true;
  return readQr(modules).text;
}
