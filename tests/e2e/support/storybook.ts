/**
 * The built Storybook for the Storybook e2e test: `npm run build-storybook` into tests/.tmp/storybook,
 * a tiny static server on a free loopback port, and a story opened in headless Chromium with its console
 * errors, page errors and axe-core's verdict.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

export const storybookDir = join(process.cwd(), 'tests/.tmp/storybook');

/** `npm run build-storybook`, as CI runs it, into tests/.tmp/storybook. Rejects with its output on failure. */
export function buildStorybook(outputDir = storybookDir): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build-storybook', '--', '--quiet', '--output-dir', outputDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 && existsSync(join(outputDir, 'index.json')) ? resolve() : reject(new Error(`build-storybook failed (exit ${code}):\n${output.slice(-6000)}`)),
    );
  });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a folder on 127.0.0.1 (a free port); nothing outside it, 404 for what is not there. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    // Chromium asks for /favicon.ico by itself; Storybook ships an SVG one.
    if (pathname === '/favicon.ico') pathname = '/favicon.svg';
    const file = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

export function readIndex(dir = storybookDir): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Story id of a title and an export name, as Storybook makes it (`Widgets/news/index` + `ErrorNetwork`). */
export function storyId(title: string, exportName: string): string {
  const sanitize = (text: string) =>
    text
      .toLowerCase()
      .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
      .replace(/-+/g, '-')
      .replace(/^-+/, '')
      .replace(/-+$/, '');
  const words = exportName.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return `${sanitize(title)}--${sanitize(words)}`;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface StoryRun {
  id: string;
  consoleErrors: string[];
  pageErrors: string[];
  /** Serious and critical axe-core violations. */
  violations: Violation[];
  /** How far the page is wider than its window (px): a phone user would scroll sideways to read it. */
  overflow: number;
}

/**
 * React's complaint about Storybook's render harness, not about a story: Storybook's development preview
 * renders each story inside React's act() (@storybook/react, renderToCanvas) and flips the global
 * IS_REACT_ACT_ENVIRONMENT around each act; when the sweep switches stories while a page's lazy chunk or
 * data arrives, React sees work scheduled in an act scope whose flag another scope has already reset.
 * The portal never calls React's act. Seen on 2 of 472 stories on an idle machine; every other console
 * error still fails its story.
 */
const HARNESS_NOISE = /^The current testing environment is not configured to support act\(/;

/**
 * One Storybook preview (iframe.html) in a page, showing story after story as the Storybook UI does:
 * switching stories over Storybook's channel, without reloading. Globals (`school:hill-university;locale:en`)
 * hold for the whole preview. Console errors a story declares as expected (`expectedConsoleErrors`) are
 * left out of its run.
 */
export class StoryViewer {
  private consoleErrors: string[] = [];
  private pageErrors: string[] = [];
  private shown: string | undefined;

  private constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    private readonly globals: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error' && !HARNESS_NOISE.test(message.text())) this.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => this.pageErrors.push(String(error)));
    page.on('dialog', (dialog) => {
      this.pageErrors.push(`unexpected ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }

  static async open(context: BrowserContext, baseUrl: string, globals = ''): Promise<StoryViewer> {
    return new StoryViewer(await context.newPage(), baseUrl, globals);
  }

  /** Shows a story and waits until it shows its state; throws when it never does. */
  async show(id: string): Promise<void> {
    this.consoleErrors = [];
    this.pageErrors = [];
    if (this.shown === undefined) {
      // Only until the document starts: the story's own sign below is what counts, under its ceiling. Waiting
      // for "load" (every script of the preview) ran into goto's own 30 s limit once in CI, on a busy machine.
      await this.page.goto(`${this.baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${this.globals ? `&globals=${this.globals}` : ''}`, {
        waitUntil: 'commit',
        timeout: 45_000,
      });
    } else {
      await this.page.evaluate((storyId) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } }).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, id);
    }
    this.shown = id;
    try {
      // Checked every frame: waitForSelector's polling backs off to half a second after 300 ms, and a
      // story that showed at 400 ms was seen at 800 (half of a story's time, measured). 45 s is a ceiling,
      // not a wait: the first story of a preview loads Storybook's whole preview while six previews and
      // the other end-to-end files start beside it.
      await this.page.waitForFunction((selector) => !!document.querySelector(selector), `[data-portal-story="ready"][data-story-id="${id}"]`, {
        polling: 'raf',
        timeout: 45_000,
      });
    } catch (error) {
      const text = await this.page.evaluate(() => document.body.innerText.slice(0, 400)).catch(() => '');
      this.shown = undefined; // reload for the next story
      throw new Error(
        `story ${id} never showed its state (console errors: ${JSON.stringify(this.consoleErrors)}, page errors: ${JSON.stringify(this.pageErrors)}, page text: ${JSON.stringify(text)})`,
        { cause: error },
      );
    }
    await this.page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 10_000 });
    // Entrance animations (a dialog fading in) would make axe measure half-transparent text. The route
    // progress bar's last slide (300 ms, no text) is not waited for: it was a third of a story's time.
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .filter((animation) => !((animation.effect as KeyframeEffect | null)?.target as Element | null)?.closest('#nprogress'))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }

  /** Shows a story, then checks it: console and page errors, and axe-core over the whole document. */
  async check(id: string): Promise<StoryRun> {
    await this.show(id);
    const expected = await this.page.evaluate(
      () => JSON.parse(document.querySelector('[data-portal-story]')?.getAttribute('data-expected-console-errors') ?? '[]') as string[],
    );
    const allowed = expected.map((source) => new RegExp(source));
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.addScriptTag({ content: axeSource });
    const violations = await this.page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: Document,
              options: object,
            ): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact!,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
        }));
    });
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    return {
      id,
      overflow,
      consoleErrors: this.consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
      pageErrors: [...this.pageErrors],
      violations,
    };
  }

  close(): Promise<void> {
    return this.page.close();
  }
}
