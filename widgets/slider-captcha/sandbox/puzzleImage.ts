/**
 * The slider captcha's pictures, drawn in code as PNG: a random scene (gradient, soft discs, stripes)
 * with a darkened gap shaped like a puzzle piece, and the piece cut from the same scene. PNG rather
 * than SVG so the pictures carry pixels only: an SVG would spell out the gap's coordinates.
 */
import { randomInt } from 'node:crypto';
import { encodePng } from '../../../sandbox/kit.ts';

export const PUZZLE_WIDTH = 300;
export const PUZZLE_HEIGHT = 160;
export const PIECE_SIZE = 44;
const BODY = 36;
const KNOB_RADIUS = 6;

/** Whether (dx, dy) of the piece's square is inside the piece: a square body with a round knob on its right. */
export function insidePiece(dx: number, dy: number): boolean {
  const body = dx >= 0 && dx < BODY && dy >= 4 && dy < 4 + BODY;
  const knob = (dx - BODY) ** 2 + (dy - PIECE_SIZE / 2) ** 2 <= KNOB_RADIUS ** 2;
  return body || knob;
}

const onEdge = (dx: number, dy: number) =>
  insidePiece(dx, dy) && (!insidePiece(dx - 1, dy) || !insidePiece(dx + 1, dy) || !insidePiece(dx, dy - 1) || !insidePiece(dx, dy + 1));

type Rgb = [number, number, number];
interface Disc {
  x: number;
  y: number;
  r: number;
  color: Rgb;
  alpha: number;
}

function randomColor(): Rgb {
  return [randomInt(40, 220), randomInt(40, 220), randomInt(40, 220)];
}

/** A scene as a function of the pixel. */
function randomScene(width: number, height: number): (x: number, y: number) => Rgb {
  const top = randomColor();
  const bottom = randomColor();
  const discs: Disc[] = Array.from({ length: 9 }, () => ({
    x: randomInt(width),
    y: randomInt(height),
    r: randomInt(14, 60),
    color: randomColor(),
    alpha: randomInt(35, 80) / 100,
  }));
  const stripe = randomInt(12, 28);
  return (x, y) => {
    const t = y / height;
    let color: Rgb = [0, 1, 2].map((i) => top[i]! * (1 - t) + bottom[i]! * t) as Rgb;
    for (const disc of discs) {
      if ((x - disc.x) ** 2 + (y - disc.y) ** 2 <= disc.r ** 2) color = color.map((c, i) => c * (1 - disc.alpha) + disc.color[i]! * disc.alpha) as Rgb;
    }
    if (Math.floor((x + y) / stripe) % 2 === 0) color = color.map((c) => c * 0.92) as Rgb;
    return color;
  };
}

/** An RGBA image as a PNG data URL. */
export function pngDataUrl(width: number, height: number, rgba: Uint8Array): string {
  const png = encodePng(width, height, 'rgba', (y, row) => row.set(rgba.subarray(y * width * 4, (y + 1) * width * 4)));
  return `data:image/png;base64,${png.toString('base64')}`;
}

export interface Puzzle {
  gapX: number;
  gapY: number;
  background: string;
  piece: string;
}

/** A new puzzle with its gap somewhere in the right part of the picture. */
export function drawPuzzle(): Puzzle {
  const gapX = randomInt(PIECE_SIZE + 30, PUZZLE_WIDTH - PIECE_SIZE - 8);
  const gapY = randomInt(8, PUZZLE_HEIGHT - PIECE_SIZE - 8);
  const scene = randomScene(PUZZLE_WIDTH, PUZZLE_HEIGHT);
  const background = new Uint8Array(PUZZLE_WIDTH * PUZZLE_HEIGHT * 4);
  for (let y = 0; y < PUZZLE_HEIGHT; y++) {
    for (let x = 0; x < PUZZLE_WIDTH; x++) {
      const dx = x - gapX;
      const dy = y - gapY;
      let color = scene(x, y);
      if (onEdge(dx, dy)) color = color.map((c) => c + (255 - c) * 0.6) as Rgb;
      else if (insidePiece(dx, dy)) color = color.map((c) => c * 0.45) as Rgb;
      background.set([...color.map(Math.round), 255], (y * PUZZLE_WIDTH + x) * 4);
    }
  }
  const piece = new Uint8Array(PIECE_SIZE * PIECE_SIZE * 4);
  for (let dy = 0; dy < PIECE_SIZE; dy++) {
    for (let dx = 0; dx < PIECE_SIZE; dx++) {
      if (!insidePiece(dx, dy)) continue;
      let color = scene(gapX + dx, gapY + dy);
      if (onEdge(dx, dy)) color = [255, 255, 255];
      piece.set([...color.map(Math.round), 255], (dy * PIECE_SIZE + dx) * 4);
    }
  }
  return { gapX, gapY, background: pngDataUrl(PUZZLE_WIDTH, PUZZLE_HEIGHT, background), piece: pngDataUrl(PIECE_SIZE, PIECE_SIZE, piece) };
}
