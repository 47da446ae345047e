/**
 * Small, real PNG pictures for the seed (photo wall, school atlas, video posters), drawn in code: a sky
 * gradient, a sun and a line of hills with a building, in each picture's own colours. No image files
 * to commit, and every picture a browser shows is a valid PNG the upload checks would accept.
 */
import { encodePng } from '../../images/png.ts';

type Rgb = readonly [number, number, number];

export interface Scene {
  skyTop: Rgb;
  skyBottom: Rgb;
  ground: Rgb;
  sun: Rgb;
  /** Where the sun stands, as fractions of the width and height. */
  sunAt: readonly [number, number];
  /** Shifts the hills so two scenes of one palette differ. */
  phase: number;
  /** A building's silhouette on the hills (0: none). */
  building: number;
}

function put(row: Buffer, x: number, [r, g, b]: Rgb): void {
  row[x * 3] = r;
  row[x * 3 + 1] = g;
  row[x * 3 + 2] = b;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const drawn = new Map<string, Buffer>();

/**
 * The scene as a PNG. Remembered per process: every in-memory sandbox a test opens seeds the same
 * pictures, and drawing them once is enough.
 */
export function scenePng(scene: Scene, width = 320, height = 220): Buffer {
  const key = JSON.stringify([scene, width, height]);
  const known = drawn.get(key);
  if (known) return known;
  const sunX = scene.sunAt[0] * width;
  const sunY = scene.sunAt[1] * height;
  const sunR = height * 0.09;
  const left = width * 0.58;
  const right = left + width * scene.building;
  const hills = Array.from({ length: width }, (_, x) => height * 0.68 + Math.sin(x / (width / 6) + scene.phase) * height * 0.06);
  const wall: Rgb = [245, 245, 240];
  // The ground darkens with depth below the hill line: one colour per whole pixel of depth.
  const groundByDepth = Array.from({ length: height + 1 }, (_, depth) => mix(scene.ground, [20, 20, 20], (depth / height) * 0.8));
  const png = encodePng(width, height, 'rgb', (y, row) => {
    const sky = mix(scene.skyTop, scene.skyBottom, y / height);
    for (let x = 0; x < width; x++) {
      const hill = hills[x]!;
      if (y >= hill) put(row, x, groundByDepth[Math.floor(y - hill)]!);
      else if (x >= left && x < right && y >= hill - height * 0.22) put(row, x, wall);
      else if ((x - sunX) ** 2 + (y - sunY) ** 2 <= sunR ** 2) put(row, x, scene.sun);
      else put(row, x, sky);
    }
  });
  drawn.set(key, png);
  return png;
}

/** Palettes the seeds pick from, by index: spring, summer sky, sunset, dusk, winter, night. */
export const PALETTES: readonly Omit<Scene, 'sunAt' | 'phase' | 'building'>[] = [
  { skyTop: [111, 177, 252], skyBottom: [216, 236, 255], ground: [76, 175, 80], sun: [255, 213, 79] },
  { skyTop: [33, 150, 243], skyBottom: [187, 222, 251], ground: [56, 142, 60], sun: [255, 241, 118] },
  { skyTop: [255, 126, 95], skyBottom: [254, 180, 123], ground: [93, 64, 55], sun: [255, 243, 224] },
  { skyTop: [94, 53, 177], skyBottom: [255, 138, 128], ground: [69, 39, 160], sun: [255, 224, 130] },
  { skyTop: [176, 190, 197], skyBottom: [236, 239, 241], ground: [250, 250, 250], sun: [255, 255, 255] },
  { skyTop: [15, 32, 39], skyBottom: [44, 83, 100], ground: [27, 58, 47], sun: [245, 245, 245] },
];

/** The n-th seed picture: palettes, sun positions and hills varied so neighbours never look alike. */
export function seedScene(n: number): Scene {
  return {
    ...PALETTES[n % PALETTES.length]!,
    sunAt: [0.15 + ((n * 37) % 70) / 100, 0.18 + ((n * 13) % 20) / 100],
    phase: n * 1.7,
    building: n % 3 === 0 ? 0 : 0.12 + (n % 4) * 0.04,
  };
}
