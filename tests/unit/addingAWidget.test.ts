/**
 * the proof that a widget is one folder: a scratch widget (one page, one API key, a sandbox
 * route) is written into widgets/ of a temporary copy of the repository, and without any other file of
 * the copy changing it is registered, typed by `npm run gen`, served by the sandbox at its declared path,
 * in Storybook's story list, and walked by the path walk once a school's manifest turns it on.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = process.cwd();
let copy: string;

/** The scratch widget, file by file, as a developer would write it. */
const scratchWidget: Record<string, string> = {
  'widget.json': JSON.stringify({
    id: 'scratch-board',
    title: { zh: '留言板', en: 'Scratch board', tw: '留言板' },
    icon: 'news',
    category: 'content',
    pages: { index: { title: 'pages.index' } },
    props: { type: 'object', additionalProperties: false, properties: {} },
    api: { 'scratch-board.list': { path: '/scratch-board/list', method: 'GET', response: 'contracts/scratch-board.list.schema.json' } },
  }),
  'contracts/scratch-board.list.schema.json': JSON.stringify({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    additionalProperties: false,
    required: ['list'],
    properties: { list: { type: 'array', items: { type: 'string' } } },
  }),
  'index.ts': `import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({ meta, pages: { index: () => import('./pages/BoardPage.tsx') }, locales: { zh, en, tw } });
`,
  'locales/zh.json': JSON.stringify({ pages: { index: '留言板' } }),
  'locales/en.json': JSON.stringify({ pages: { index: 'Scratch board' } }),
  'locales/tw.json': JSON.stringify({ pages: { index: '留言板' } }),
  'pages/BoardPage.tsx': `import { QueryView, WidgetPage, useApiQuery } from '../../../runtime/app/index.ts';

export default function BoardPage() {
  const answer = useApiQuery('scratch-board.list', {});
  return (
    <WidgetPage>
      <QueryView query={answer}>{(data) => <ul data-testid="board">{data.list.map((line) => <li key={line}>{line}</li>)}</ul>}</QueryView>
    </WidgetPage>
  );
}
`,
  'fixtures.ts': `import { failure, ok } from '../../runtime/app/testing/fixtureKit.ts';

export const boardFixtures = {
  loading: { '/scratch-board/list': 'never' as const },
  empty: { '/scratch-board/list': ok({ list: [] }) },
  networkError: { '/scratch-board/list': 'network-error' as const },
  envelopeError: { '/scratch-board/list': failure(500, '留言板维护中') },
  data: { '/scratch-board/list': ok({ list: ['第一条'] }) },
};
`,
  'pageStates.ts': `import { definePageStates } from '../../runtime/app/testing/fixtureKit.ts';
import { boardFixtures } from './fixtures.ts';

export const boardPages = definePageStates({
  index: {
    path: '/scratchBoard/index',
    fixtures: boardFixtures,
    ready: { data: '[data-testid="board"] li' },
    shows: { data: '第一条', empty: { testId: 'empty' }, en: '第一条', tw: '第一条' },
  },
});
`,
  'pages/BoardPage.stories.tsx': `import type { Meta } from '@storybook/react-vite';
import { widgetPageStates } from '../../../.storybook/portal/portalStory.tsx';
import { boardPages } from '../pageStates.ts';

export default { title: 'Widgets/scratch-board/index', tags: ['widget-page'] } satisfies Meta;
const states = widgetPageStates(boardPages.index);
export const Data = states.Data;
`,
  'sandbox/index.ts': `import { keyedRoutes, type SandboxModule } from '../../../sandbox/kit.ts';

const backend: SandboxModule = {
  name: 'scratch-board',
  migrations: [{ version: 1, description: 'board lines', up: (db) => db.exec("CREATE TABLE scratch_board_lines (line TEXT NOT NULL); INSERT INTO scratch_board_lines VALUES ('欢迎留言')") }],
  mount(api, services) {
    const routes = keyedRoutes();
    routes.get('scratch-board.list', (c, { ok }) => ok({ list: services.db.prepare<[], { line: string }>('SELECT line FROM scratch_board_lines').all().map((row) => row.line) }));
    api.route('/', routes.app);
  },
};

export default backend;
`,
};

/** A probe run inside the copy with tsx: what each part of the product sees of the widgets. */
const probe = `
import { readFileSync, existsSync } from 'node:fs';
import { loadWidgetCatalog } from './runtime/host/manifest/widgetCatalog.ts';
import { resolveManifest } from './runtime/host/manifest/resolveManifest.ts';
import { createSandbox } from './sandbox/sandboxApp.ts';
import storybook from './.storybook/main.ts';
import { walkPaths } from './tests/e2e/support/walkPaths.ts';

const catalog = loadWidgetCatalog();
const sandbox = createSandbox({ dbFile: ':memory:' });
const answer = await (await sandbox.app.fetch(new Request('http://sandbox/api/scratch-board/list'))).json();
sandbox.close();
// A school that turns the app on: demo plus one app, as its manifest would say.
const readSite = (id: string) =>
  id === 'pine-school'
    ? JSON.stringify({ id: 'pine-school', extends: 'demo', apps: { scratchBoard: { widget: 'scratch-board', category: 'content' } } })
    : existsSync(\`sites/\${id}.json\`) ? readFileSync(\`sites/\${id}.json\`, 'utf8') : undefined;
const site = resolveManifest('pine-school', readSite, catalog);
const walked = (await walkPaths(site.manifest!)).paths.filter((path) => path.route.startsWith('scratchBoard/')).map((path) => path.route);
console.log(JSON.stringify({
  registered: catalog.has('scratch-board'),
  answer,
  stories: (storybook.stories as string[]).filter((glob) => glob.includes('scratch-board')),
  problems: site.problems,
  walked,
}));
`;

/** Every file of the copy with its hash, node_modules aside. */
function snapshot(root: string): Map<string, string> {
  const files = execFileSync('find', ['.', '-path', './node_modules', '-prune', '-o', '-type', 'f', '-print'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return new Map(
    files.map((file) => [
      file.replace(/^\.\//, ''),
      createHash('sha1')
        .update(readFileSync(join(root, file)))
        .digest('hex'),
    ]),
  );
}

const tsx = (script: string) =>
  execFileSync(join(repo, 'node_modules/.bin/tsx'), [script], { cwd: copy, encoding: 'utf8', env: { ...process.env, SANDBOX_DB: ':memory:' } });

describe('adding a widget is adding one folder', () => {
  let before: Map<string, string>;
  let seen: { registered: boolean; answer: unknown; stories: string[]; problems: unknown[]; walked: string[] };

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'portal-copy-'));
    // The repository as a fresh clone has it (tracked and new files, nothing ignored), sharing node_modules.
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      try {
        cpSync(join(repo, file), join(copy, file));
      } catch {
        // a file deleted in the working tree but still in git's index: a fresh clone would not have it either
      }
    }
    symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
    before = snapshot(copy);
    for (const [file, content] of Object.entries(scratchWidget)) {
      mkdirSync(dirname(join(copy, 'widgets/scratch-board', file)), { recursive: true });
      writeFileSync(join(copy, 'widgets/scratch-board', file), content);
    }
    tsx('scripts/gen.ts');
    writeFileSync(join(copy, 'probe.ts'), probe);
    seen = JSON.parse(tsx('probe.ts').trim().split('\n').at(-1)!) as typeof seen;
    rmSync(join(copy, 'probe.ts'));
  }, 120_000);

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is registered: the catalog (host, validator, gen) finds it', () => {
    expect(seen.registered).toBe(true);
  });

  it('is typed: npm run gen declares its key and its answer type for the request client', () => {
    const types = readFileSync(join(copy, 'widgets/scratch-board/generated/types.ts'), 'utf8');
    expect(types).toContain("'scratch-board.list': ScratchBoardListData;");
  });

  it('is served by the sandbox at the path its widget.json declares, from its own table', () => {
    expect(seen.answer).toEqual({ e: 0, m: expect.any(String), d: { list: ['欢迎留言'] } });
  });

  it('has its stories in Storybook', () => {
    expect(seen.stories).toEqual([expect.stringMatching(/widgets\/scratch-board\/\*\*\/\*\.stories\.tsx$/)]);
  });

  it('is walked once a school turns it on', () => {
    expect(seen.problems).toEqual([]);
    expect(seen.walked).toEqual(['scratchBoard/index']);
  });

  it('needs no other file edited: everything new or changed is in its folder', () => {
    const after = snapshot(copy);
    const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
    const removed = [...before.keys()].filter((file) => !after.has(file));
    expect(changed.filter((file) => !file.startsWith('widgets/scratch-board/'))).toEqual([]);
    expect(removed).toEqual([]);
    expect(relative(copy, join(copy, changed[0] ?? 'widgets/scratch-board'))).toMatch(/^widgets\/scratch-board/);
  });
});
