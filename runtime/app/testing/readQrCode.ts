/**
 * Reads back what a code drawn by `QrCode` says with jsQR, a decoder that shares nothing with the
 * encoder, so tests check the symbol a phone would scan rather than the encoder against itself. Takes
 * the SVG's `viewBox` and path `d` — what a component test and Playwright can both read — paints each
 * dark rectangle into an RGBA buffer, quiet zone included, and decodes that.
 */
import jsQR from 'jsqr';

/** Pixels per module in the raster jsQR reads: more than one, as a camera sees a code. */
const SCALE = 4;

export interface QrReading {
  text: string;
  /** 1–40; the symbol is `17 + 4 × version` modules wide. */
  version: number;
}

export function readQrSvg(viewBox: string, path: string): QrReading {
  const [, , width = 0, height = 0] = viewBox.split(' ').map(Number);
  const [w, h] = [width * SCALE, height * SCALE];
  const pixels = new Uint8ClampedArray(w * h * 4).fill(255);
  for (const [, x, y, dx, dy] of path.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h-\d+z/g)) {
    for (let py = Number(y) * SCALE; py < (Number(y) + Number(dy)) * SCALE; py++) {
      for (let px = Number(x) * SCALE; px < (Number(x) + Number(dx)) * SCALE; px++) pixels.fill(0, (py * w + px) * 4, (py * w + px) * 4 + 3);
    }
  }
  const code = jsQR(pixels, w, h, { inversionAttempts: 'dontInvert' });
  if (!code) throw new Error(`jsQR found no QR code in the ${width}×${height} drawing`);
  return { text: code.data, version: code.version };
}

export const qrTextFromSvg = (viewBox: string, path: string): string => readQrSvg(viewBox, path).text;
