/**
 * A child process for the "killed in the middle of a save" test: starts the real atomic write of
 * argv[2] with the bytes of argv[3], says `paused <temp file>` once the temp file is written and
 * synced, then waits to be killed before it can rename.
 */
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../../atomicWrite.ts';

const [target, contentFile] = process.argv.slice(2) as [string, string];
await writeFileAtomic(target, readFileSync(contentFile), {
  afterTempWritten: (temp) =>
    new Promise<void>(() => {
      process.stdout.write(`paused ${temp}\n`);
      setInterval(() => {}, 1000); // keeps the process alive until the parent kills it
    }),
});
process.stdout.write('renamed\n'); // never reached
