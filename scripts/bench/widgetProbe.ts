/**
 * "Adding a widget must not change the home page's first-load JS": add a real (if tiny) widget,
 * rebuild, and compare. The probe uses the runtime's public surface like a real widget does, because a
 * new importer of shared runtime code is exactly what could make the bundler regroup shared chunks.
 *
 * The folder lives in widgets/ only while `fn` runs, where other engineers' builds and tests would see
 * it, so it is removed however the bench ends:
 *   - normally or on an error: the `finally` below;
 *   - on SIGINT / SIGTERM: cleanup.ts's handlers;
 *   - when the process dies without running any JS (SIGKILL — which tsx itself sends to a child that
 *     does not answer a relayed Ctrl-C within ~60 ms, e.g. mid-build): a guard process, see below.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';
import { repoRoot } from './paths.ts';

export const probeId = 'zz-bench-probe';
const probeDir = join(repoRoot, 'widgets', probeId);

const widgetJson = {
  $schema: '../../schemas/widget.schema.json',
  id: probeId,
  title: { zh: '基准探针', en: 'Bench probe', tw: '基準探針' },
  icon: 'grid',
  category: 'other',
  pages: { probe: { title: 'pages.probe' } },
  props: { type: 'object', additionalProperties: false, properties: {} },
  api: {},
};

const probeFiles: Record<string, string> = {
  'widget.json': `${JSON.stringify(widgetJson, null, 2)}\n`,
  'index.ts': `import { defineWidget } from '../../runtime/app/index.ts';
import meta from './widget.json';
import zh from './locales/zh.json';
import en from './locales/en.json';
import tw from './locales/tw.json';

export default defineWidget({
  meta,
  pages: { probe: () => import('./pages/ProbePage.tsx') },
  locales: { zh, en, tw },
});
`,
  'locales/zh.json': `${JSON.stringify({ pages: { probe: '基准探针' }, hello: '你好' })}\n`,
  'locales/en.json': `${JSON.stringify({ pages: { probe: 'Bench probe' }, hello: 'Hello' })}\n`,
  'locales/tw.json': `${JSON.stringify({ pages: { probe: '基準探針' }, hello: '你好' })}\n`,
  'pages/ProbePage.tsx': `import { Link } from 'react-router';
import { EmptyView, useSite, useTranslation, type WidgetPageProps } from '../../../runtime/app/index.ts';

export default function ProbePage({ routePath }: WidgetPageProps) {
  const { t } = useTranslation('${probeId}');
  const site = useSite();
  return (
    <>
      <EmptyView message={\`\${t('hello')} \${site.id} \${routePath}\`} />
      <Link to="/">home</Link>
    </>
  );
}
`,
};

/**
 * A detached plain-Node process holding the read end of a pipe from the bench. When the pipe closes —
 * the bench ended, however it ended — it removes `dir`, unless the bench disarmed it first (having
 * removed the folder itself; a later run may have written a new probe by then).
 */
const guardSource = `
let armed = true;
process.on('SIGINT', () => {}); // a Ctrl-C meant for the bench must not stop the guard first
process.stdin.on('data', (d) => { if (String(d).includes('disarm')) armed = false; });
process.stdin.on('end', () => { if (armed) require('node:fs').rmSync(process.argv[1], { recursive: true, force: true }); });
process.stdin.resume();
`;

function startGuard(dir: string): () => void {
  const guard = spawn(process.execPath, ['-e', guardSource, dir], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  guard.unref();
  return () => guard.stdin?.end('disarm\n');
}

/** Runs `fn` with widgets/zz-bench-probe/ in place; removes it afterwards, whatever happens. */
export async function withProbeWidget<T>(fn: () => Promise<T>): Promise<T> {
  // A folder left by a run the guard could not clean up after is ours by its reserved name.
  if (existsSync(probeDir)) rmSync(probeDir, { recursive: true, force: true });
  const disarmGuard = startGuard(probeDir);
  const remove = onCleanup(() => rmSync(probeDir, { recursive: true, force: true }));
  try {
    for (const [name, text] of Object.entries(probeFiles)) {
      mkdirSync(join(probeDir, name, '..'), { recursive: true });
      writeFileSync(join(probeDir, name), text);
    }
    return await fn();
  } finally {
    remove();
    disarmGuard();
  }
}
