/**
 * Manifest files judged the way the host judges them (resolveManifest over the files beside each one):
 * what `npm run validate` prints, and what `npm run sites -- import` refuses to load into a database.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { ManifestProblem } from '../../shared/manifestProblems.ts';
import { resolveManifest } from './resolveManifest.ts';
import { isValidSiteId } from './siteId.ts';
import { loadWidgetCatalog } from './widgetCatalog.ts';

export interface ValidationReport {
  file: string;
  problems: ManifestProblem[];
}

/** A manifest file's text, or undefined when there is none. */
export type ReadManifestFile = (path: string) => string | undefined;

const readFromDisk: ReadManifestFile = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/**
 * Validates manifest files; each file's `extends` is looked up beside it. `read` gives a file's text (from
 * the disk by default): an import passes the bytes it has already read, so what is judged is what is stored.
 */
export function validateFiles(files: string[], cwd = process.cwd(), read: ReadManifestFile = readFromDisk): ValidationReport[] {
  const catalog = loadWidgetCatalog();
  return files.map((file) => {
    const path = resolve(cwd, file);
    const dir = dirname(path);
    const siteId = basename(path, '.json');
    const shown = (id: string) => relative(cwd, join(dir, `${id}.json`)) || `${id}.json`;
    if (!isValidSiteId(siteId)) {
      return { file: shown(siteId), problems: [{ code: 'invalid-site-id', file: shown(siteId), path: '', params: { siteId } }] };
    }
    const readSite = (id: string) => {
      return isValidSiteId(id) ? read(join(dir, `${id}.json`)) : undefined;
    };
    return { file: shown(siteId), problems: resolveManifest(siteId, readSite, catalog, shown).problems };
  });
}
