/**
 * A child process for "a save killed between two of its writes": runs the operator API
 * over argv[2] (sites folder) and argv[3] (data folder), logs in (OPERATOR_PASSWORD and its hash
 * OPERATOR_PASSWORD_HASH from the environment), and saves the draft in argv[5] over site `demo`. At save
 * step argv[4] it says `paused <step>` and waits to be killed, so the parent kills it exactly there.
 */
import { readFileSync } from 'node:fs';
import { operatorApiOver } from './operatorApiOver.ts';

const [sitesDir, dataDir, stopAt, draftFile] = process.argv.slice(2) as [string, string, string, string];
const api = operatorApiOver({
  sitesDir,
  dataDir,
  passwordHash: process.env.OPERATOR_PASSWORD_HASH!,
  log: (line) => process.stderr.write(`${line}\n`),
  onSaveStep: (step) =>
    step === stopAt
      ? new Promise<void>(() => {
          process.stdout.write(`paused ${step}\n`);
          setInterval(() => {}, 1000); // keeps the process alive until the parent kills it
        })
      : undefined,
});
await api.login(process.env.OPERATOR_PASSWORD!);
const etag = ((await (await api.call('GET', 'sites/demo/manifest')).json()) as { etag: string }).etag;
const saved = await api.call('PUT', 'sites/demo/manifest', {
  body: { manifest: JSON.parse(readFileSync(draftFile, 'utf8')) as unknown, reason: 'killed midway' },
  headers: { 'If-Match': etag },
});
process.stdout.write(`saved ${saved.status}\n`); // reached only when stopAt names no step
