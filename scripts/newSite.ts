/**
 * npm run new-site -- <site-id> [school name in Chinese]: starts a school's manifest that extends the
 * demo site, so the school states only its differences. Refuses a bad id or an existing file.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidSiteId } from '../runtime/host/manifest/siteId.ts';
import { validateFiles } from './validate.ts';

export function newSiteManifest(siteId: string, name: string) {
  return {
    $schema: '../schemas/site.schema.json',
    id: siteId,
    extends: 'demo',
    name: { zh: name },
    branding: { title: { zh: `${name}校园门户` } },
    hidden: [],
  };
}

export function createSite(sitesDir: string, siteId: string, name = siteId): string {
  if (!isValidSiteId(siteId)) throw new Error(`"${siteId}" is not a valid site id: use 1 to 64 lower-case letters, digits or dashes.`);
  const file = join(sitesDir, `${siteId}.json`);
  if (existsSync(file)) throw new Error(`${file} exists already: edit it instead.`);
  writeFileSync(file, `${JSON.stringify(newSiteManifest(siteId, name), null, 2)}\n`);
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [siteId, ...nameParts] = process.argv.slice(2);
  if (!siteId) {
    console.error('usage: npm run new-site -- <site-id> [school name]');
    process.exit(2);
  }
  try {
    const file = createSite(join(fileURLToPath(new URL('..', import.meta.url)), 'sites'), siteId, nameParts.join(' ') || siteId);
    const [report] = validateFiles([file]);
    console.log(`wrote ${file}${report?.problems.length ? ' (see the problems above)' : ', valid'}`);
    console.log(`next: edit it (apps, branding, labels), then npm run validate, then SITE=${siteId} npm start`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
