/**
 * The one answer to "which widgets are there?" (Node only). Registry, types, build, dev server, Storybook,
 * the sandbox and the path walk all ask here, so a widget exists by having its folder and nowhere else.
 *
 * The rule: every folder under widgets/ is a widget. Its name is its id (lower case, words joined by
 * hyphens) and it holds a `widget.json` (what Node reads) and an `index.ts` (what the browser loads).
 * Optional: `sandbox/index.ts`, its reference backend; `pageStates.ts`, its pages' states (stories, page
 * tests and the path walk read it); `tests/walk.ts`, where the path walk's sandbox differs from those states.
 * A folder that breaks the rule is an error that names the folder, never a silently skipped widget.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface WidgetFolder {
  id: string;
  /** Absolute path of widgets/<id>/. */
  dir: string;
  /** widgets/<id>/widget.json */
  definitionFile: string;
  /** widgets/<id>/index.ts: the browser's entry, its own chunk. */
  entry: string;
  /** widgets/<id>/sandbox/index.ts, when the widget brings a reference backend. */
  backendEntry?: string;
  /** widgets/<id>/pageStates.ts, when the widget has pages (runtime/app/testing/pageStates.ts). */
  pageStatesFile?: string;
  /** widgets/<id>/tests/walk.ts, when the path walk opens a page otherwise than its states say. */
  walkFile?: string;
}

export const WIDGET_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const defaultWidgetsDir = join(dirname(fileURLToPath(import.meta.url)), '../../widgets');

export function discoverWidgets(widgetsDir: string = defaultWidgetsDir): WidgetFolder[] {
  const folders = readdirSync(widgetsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return folders.map((id) => {
    const dir = join(widgetsDir, id);
    const problem = (what: string) => new Error(`widgets/${id}/ is not a widget: ${what} (every folder under widgets/ is one; see README "Adding a widget")`);
    if (!WIDGET_ID_PATTERN.test(id)) throw problem('its name must be lower case words joined by hyphens, e.g. "hot-issue"');
    const definitionFile = join(dir, 'widget.json');
    const entry = join(dir, 'index.ts');
    if (!existsSync(definitionFile)) throw problem('it has no widget.json');
    if (!existsSync(entry)) throw problem('it has no index.ts');
    const backendEntry = join(dir, 'sandbox', 'index.ts');
    const pageStatesFile = join(dir, 'pageStates.ts');
    const walkFile = join(dir, 'tests', 'walk.ts');
    return {
      id,
      dir,
      definitionFile,
      entry,
      ...(existsSync(backendEntry) ? { backendEntry } : {}),
      ...(existsSync(pageStatesFile) ? { pageStatesFile } : {}),
      ...(existsSync(walkFile) ? { walkFile } : {}),
    };
  });
}
