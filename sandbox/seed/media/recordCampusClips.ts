/**
 * How the seed's campus video clips (clip-*.webm beside this file) were made: there is no video encoder
 * in Node, so Chromium draws an animated scene on a canvas and records it with MediaRecorder (VP8 in
 * WebM). Real, playable files of a few seconds, small enough to commit. Run again only to change them:
 *   npx tsx sandbox/seed/media/recordCampusClips.ts
 * With `--sample <file.ts>` it writes instead one tiny clip as a `data:` URL module (the video widget's
 * fixtures: stories and component tests play it without any server).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Sky top, sky bottom, hills, and what moves across the scene. */
const CLIPS = [
  { name: 'clip-spring', sky: ['#6fb1fc', '#d8ecff'], hills: '#4caf50', sun: '#ffd54f' },
  { name: 'clip-sunset', sky: ['#ff7e5f', '#feb47b'], hills: '#5d4037', sun: '#fff3e0' },
  { name: 'clip-night', sky: ['#0f2027', '#2c5364'], hills: '#1b3a2f', sun: '#f5f5f5' },
] as const;

export const CLIP_SECONDS = 4;

type Clip = (typeof CLIPS)[number] & { width?: number; height?: number; seconds?: number };

async function record(clips: readonly Clip[], save: (clip: Clip, bytes: Buffer) => void): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  for (const clip of clips) {
    // A string, not a function: tsx's helpers (`__name`) do not exist in the page.
    const base64 = await page.evaluate<string>(`(async ({ clip, ms }) => {
      const canvas = document.createElement('canvas');
      canvas.width = clip.width || 320;
      canvas.height = clip.height || 180;
      document.body.append(canvas);
      const g = canvas.getContext('2d');
      // The scene is drawn in 320 × 180 units whatever the clip's size.
      g.scale(canvas.width / 320, canvas.height / 180);
      const started = performance.now();
      const draw = () => {
        const t = (performance.now() - started) / ms;
        const sky = g.createLinearGradient(0, 0, 0, 180);
        sky.addColorStop(0, clip.sky[0]);
        sky.addColorStop(1, clip.sky[1]);
        g.fillStyle = sky;
        g.fillRect(0, 0, 320, 180);
        g.fillStyle = clip.sun;
        g.beginPath();
        g.arc(30 + t * 260, 60 - Math.sin(t * Math.PI) * 30, 18, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = clip.hills;
        g.beginPath();
        g.moveTo(0, 180);
        for (let x = 0; x <= 320; x += 8) g.lineTo(x, 130 + Math.sin(x / 40 + t * 2) * 12);
        g.lineTo(320, 180);
        g.fill();
        // A building: the teaching block's silhouette.
        g.fillStyle = 'rgba(255,255,255,0.85)';
        g.fillRect(200, 100, 70, 50);
        g.fillRect(228, 84, 14, 16);
      };
      const timer = setInterval(draw, 1000 / 15);
      draw();
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 120_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, ms));
      recorder.stop();
      await done;
      clearInterval(timer);
      canvas.remove();
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    })(${JSON.stringify({ clip, ms: (clip.seconds ?? CLIP_SECONDS) * 1000 })})`);
    save(clip, Buffer.from(base64, 'base64'));
  }
  await browser.close();
}

const sampleAt = process.argv.indexOf('--sample');
if (sampleAt === -1) {
  await record(CLIPS, (clip, bytes) => writeFileSync(new URL(`./${clip.name}.webm`, import.meta.url), bytes));
} else {
  const sample = { ...CLIPS[0], name: 'sample', width: 96, height: 54, seconds: 1 } as unknown as Clip;
  await record([sample], (_clip, bytes) =>
    writeFileSync(
      process.argv[sampleAt + 1]!,
      `/** A 1-second 96 × 54 WebM clip as a data URL, made by sandbox/seed/media/recordCampusClips.ts --sample. */\nexport const SAMPLE_CLIP_DATA_URL =\n  'data:video/webm;base64,${bytes.toString('base64')}';\n`,
    ),
  );
}
