/**
 * The yardstick: the smallest app that does what the portal's shell must do — React 19, a
 * react-router 7 BrowserRouter, one lazily loaded route with a Link — built with the same vite,
 * plugin and target as the portal, so the ratio measures the portal's own weight and nothing else.
 * Its page has a phone's viewport, as any mobile page does, so Lighthouse's mobile run reads it as one.
 *
 * A second yardstick, `withStack`, is the same page using the two chosen stack libraries the portal's
 * home page cannot do without and a bare page does not need: i18next for its text (every string goes
 * through it, in three languages) and ky for one call after its first render (the portal's request
 * exchange). A stack library that stands in the way of the budget is measured, not guessed: this
 * page measures them, built and served as the bare page is, in the same run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { firstLoadJs, readViteManifest, type FirstLoad } from './firstLoadJs.ts';

const files: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>baseline</title>
  </head>
  <body><div id="root"></div><script type="module" src="./main.tsx"></script></body>
</html>
`,
  'main.tsx': `import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

const HomePage = lazy(() => import('./HomePage.tsx'));

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Suspense fallback={<p>Loading…</p>}>
      <Routes>
        <Route path="*" element={<HomePage />} />
      </Routes>
    </Suspense>
  </BrowserRouter>,
);
`,
  'HomePage.tsx': `import { Link } from 'react-router';

export default function HomePage() {
  return (
    <main>
      <h1>Home</h1>
      <Link to="/about">About</Link>
    </main>
  );
}
`,
};

/** The stack variant's page: its text through i18next, and one ky call once it is drawn. */
const stackHomePage = `import i18next from 'i18next';
import { useEffect } from 'react';
import { Link } from 'react-router';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: { home: 'Home', about: 'About' } } } });

export default function HomePage() {
  useEffect(() => {
    void import('ky').then(({ default: ky }) => ky.get('/', { retry: 0 }).text()).catch(() => undefined);
  }, []);
  return (
    <main>
      <h1>{i18n.t('home')}</h1>
      <Link to="/about">{i18n.t('about')}</Link>
    </main>
  );
}
`;

/**
 * Writes the bare app into `srcDir` (which must lie under the repository, for node_modules) and
 * builds it into `outDir`. Returns its first load: the entry and the lazy page, with static imports.
 */
export async function buildBaseline(srcDir: string, outDir: string, plugins: Plugin[] = [], options: { withStack?: boolean } = {}): Promise<FirstLoad> {
  mkdirSync(srcDir, { recursive: true });
  const pageFiles = options.withStack ? { ...files, 'HomePage.tsx': stackHomePage } : files;
  for (const [name, text] of Object.entries(pageFiles)) writeFileSync(join(srcDir, name), text);
  await build({
    configFile: false,
    root: srcDir,
    logLevel: 'warn',
    plugins: [react(), ...plugins],
    // Same output settings as vite.config.ts, so both builds minify and down-level alike.
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, manifest: true },
  });
  return firstLoadJs(outDir, readViteManifest(outDir), [
    { key: 'index.html', label: 'entry' },
    { key: 'HomePage.tsx', label: 'page' },
  ]);
}
