/**
 * npm run sites -- import | export: moves the schools' manifests and assets between a folder (kept in git)
 * and the database several hosts share (DATABASE_URL). The work is in
 * runtime/host/store/postgres/siteTransfer.ts; this file reads the arguments and prints one line per site.
 * Exit codes: 0 all done, 1 a site was refused or the database failed, 2 the command was written wrong.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { SiteExport, SiteImport } from '../runtime/host/store/postgres/siteTransfer.ts';

const usage = `Usage:
  npm run sites -- import [--from <folder>] [--only <id>,<id>] [--by <name>]
      Loads <folder>/<id>.json (validated like npm run validate) and the files in <folder>/<id>/ into the
      database. A manifest equal to the live one gets no new version. Default folder: sites.
  npm run sites -- export [--to <folder>] [--only <id>,<id>]
      Writes every live manifest to <folder>/<id>.json and its assets to <folder>/<id>/. Default folder: sites.

Both read DATABASE_URL=postgres://user:password@host:5432/database, the database the hosts share.`;

class UsageError extends Error {}

interface Command {
  action: 'import' | 'export';
  folder: string;
  only?: string[];
  by?: string;
}

function parseCommand(argv: string[]): Command | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { from: { type: 'string' }, to: { type: 'string' }, only: { type: 'string' }, by: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [action, ...extra] = positionals;
  if (action !== 'import' && action !== 'export') throw new UsageError(action ? `Unknown command "${action}".` : 'Say import or export.');
  if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (action === 'import' && values.to !== undefined) throw new UsageError('--to is for export; import reads --from.');
  if (action === 'export' && (values.from !== undefined || values.by !== undefined))
    throw new UsageError('--from and --by are for import; export writes --to.');
  const by = values.by?.trim();
  // The author is shown in the console's history and the audit log: a name, not a paragraph.
  if (by !== undefined && !/^[^\p{Cc}]{1,64}$/u.test(by)) throw new UsageError('--by takes a name of 1 to 64 characters.');
  const only = values.only?.split(',').map((id) => id.trim());
  if (only && only.some((id) => id === '')) throw new UsageError('--only takes site ids separated by commas, e.g. --only demo,hill-university.');
  const given = action === 'import' ? values.from : values.to;
  // The default is the repository's own sites/, wherever npm was run from.
  const folder = given === undefined ? fileURLToPath(new URL('../sites', import.meta.url)) : resolve(given);
  return { action, folder, ...(only ? { only } : {}), ...(by ? { by } : {}) };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function importLine(result: SiteImport): string {
  if (result.outcome === 'refused') return `✗ ${result.siteId}: refused, not imported:\n${result.why.map((why) => `    ${why}`).join('\n')}`;
  const { written, removed, kept, count } = result.assets;
  const assets = kept
    ? count
      ? ` (no ${result.siteId}/ folder: its ${plural(count, 'stored asset')} kept)`
      : ''
    : written || removed
      ? ` (assets: ${written} written, ${removed} removed)`
      : '';
  return result.outcome === 'imported' ? `✓ ${result.siteId}: imported (version ${result.version})${assets}` : `= ${result.siteId}: unchanged${assets}`;
}

function exportLine(result: SiteExport): string {
  if (result.outcome === 'refused') return `✗ ${result.siteId}: refused, not exported:\n${result.why.map((why) => `    ${why}`).join('\n')}`;
  const strays = result.strays.length ? `; not in the database, left alone: ${result.strays.join(', ')}` : '';
  return `✓ ${result.siteId}: written with ${plural(result.assets, 'asset')}${strays}`;
}

async function run(command: Command, connectionString: string): Promise<number> {
  // Loaded here, not at the top: --help and a mistyped command answer at once, without the validator and the driver.
  const [{ createPool, describeDatabase }, { migrate }, { exportSites, importSites }] = await Promise.all([
    import('../runtime/host/store/postgres/database.ts'),
    import('../runtime/host/store/postgres/migrate.ts'),
    import('../runtime/host/store/postgres/siteTransfer.ts'),
  ]);
  const where = describeDatabase(connectionString);
  const pool = createPool(connectionString, (line) => console.error(line));
  try {
    const applied = await migrate(pool).catch((error: Error) => {
      throw new Error(`cannot open the database at ${where}: ${error.message}`, { cause: error });
    });
    if (applied.length) console.log(`database ${where}: applied ${applied.join(', ')}`);
    if (command.action === 'import') {
      const results = await importSites({
        pool,
        folder: command.folder,
        ...(command.only ? { only: command.only } : {}),
        ...(command.by ? { by: command.by } : {}),
      });
      for (const result of results) console.log(importLine(result));
      const count = (outcome: SiteImport['outcome']) => results.filter((result) => result.outcome === outcome).length;
      console.log(
        `\n${plural(results.length, 'site')} from ${command.folder} into ${where}: ${count('imported')} imported, ${count('unchanged')} unchanged, ${count('refused')} refused.`,
      );
      return count('refused') ? 1 : 0;
    }
    const results = await exportSites({ pool, folder: command.folder, ...(command.only ? { only: command.only } : {}) });
    for (const result of results) console.log(exportLine(result));
    const refusedCount = results.filter((result) => result.outcome === 'refused').length;
    console.log(`\n${plural(results.length, 'site')} from ${where} into ${command.folder}: ${results.length - refusedCount} written, ${refusedCount} refused.`);
    return refusedCount ? 1 : 0;
  } finally {
    await pool.end();
  }
}

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (command === 'help') {
    console.log(usage);
    return 0;
  }
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    console.error('npm run sites needs DATABASE_URL=postgres://user:password@host:5432/database (the database the hosts share); set it and run again.');
    return 2;
  }
  return run(command, connectionString);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(`npm run sites: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
