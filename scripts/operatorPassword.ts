/**
 * npm run operator-password: prints the scrypt hash of a password for the operator console. Typed at
 * a terminal (not echoed, asked twice) or piped on stdin (its first line). The hash goes to stdout,
 * the instructions to stderr, so `npm run -s operator-password > hash.txt` keeps only the hash.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { hashOperatorPassword } from '../runtime/host/operator/operatorPassword.ts';

const minLength = 12;

/** Asks at a terminal without echoing what is typed. */
async function askHidden(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(prompt, resolve);
      muted = true;
    });
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<void> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden('Operator password: ');
    if ((await askHidden('Again: ')) !== password) {
      console.error('The two passwords differ; nothing printed.');
      process.exitCode = 1;
      return;
    }
  } else {
    password = await readPiped();
  }
  if (!password) {
    console.error('An empty password cannot be used; nothing printed.');
    process.exitCode = 1;
    return;
  }
  if ([...password].length < minLength) console.error(`Warning: a password shorter than ${minLength} characters is easy to guess.`);
  const hash = await hashOperatorPassword(password);
  console.log(hash);
  console.error(
    [
      '',
      'Give it to the host (in single quotes: the hash contains $), then restart it:',
      `  OPERATOR_NAME=ops OPERATOR_PASSWORD_HASH='${hash}' npm start`,
      'or list it in a file outside sites/ and outside the repository, named by OPERATORS_FILE:',
      `  { "operators": [{ "name": "ops", "passwordHash": "${hash}", "sites": ["*"] }] }`,
    ].join('\n'),
  );
}

await main();
