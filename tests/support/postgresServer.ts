/**
 * A real PostgreSQL server for the tests and `npm run bench` (several hosts share one database, and
 * only a real server shows what sharing it does). Debian's `postgresql` package, run as an unprivileged user
 * in a temporary directory on a free port of 127.0.0.1, with the durability a test does not need switched off.
 *
 * `postgres` runs as our own child (not daemonized by pg_ctl) so the harness knows its pid, reads its log and
 * can kill it; nothing is left running when the test process ends, however it ends.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

export interface PostgresServer {
  readonly port: number;
  /** The temporary directory holding the data directory and the server's socket; deleted by remove(). */
  readonly directory: string;
  /** The postmaster's pid while it runs. */
  readonly pid: number | undefined;
  /** A connection URL for `database` (default `postgres`), as the superuser `portal`. */
  url(database?: string): string;
  /** Creates a fresh, empty database (a random name when none is given) and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Fast shutdown (open sessions are ended); resolves once the server process has exited. */
  stop(): Promise<void>;
  /** Starts the server again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGKILLs the server and its backends at once: a crash that keeps every acknowledged commit, recovered from by the next start(). */
  kill(): void;
  /** Stops the server if it runs and deletes the temporary directory. */
  remove(): Promise<void>;
}

export interface StartPostgresOptions {
  /** Receives every line the server (and initdb) writes. */
  log?: (line: string) => void;
}

const superuser = 'portal';
const readyTimeoutMs = 30_000;
const stopTimeoutMs = 30_000;
const installHint = "Install Debian's PostgreSQL server (apt-get install postgresql) or set POSTGRES_BIN to a folder holding initdb and postgres.";

/**
 * The folder with initdb and postgres: POSTGRES_BIN, else the newest `<root>/<major>/bin` that has initdb
 * (Debian keeps the server programs off PATH), else initdb's folder on PATH.
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env, root = '/usr/lib/postgresql'): string {
  if (env.POSTGRES_BIN) {
    if (existsSync(join(env.POSTGRES_BIN, 'initdb'))) return env.POSTGRES_BIN;
    throw new Error(`POSTGRES_BIN=${env.POSTGRES_BIN} holds no initdb: point it at the bin folder of a PostgreSQL server, or unset it. ${installHint}`);
  }
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  for (const major of majors.sort((a, b) => Number(b) - Number(a))) {
    const bin = join(root, major, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  const onPath = findOnPath('initdb', env);
  if (onPath) return dirname(onPath);
  throw new Error(`PostgreSQL's server programs were found neither in ${root}/<version>/bin nor on PATH. ${installHint}`);
}

function findOnPath(program: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, program))
    .find((path) => existsSync(path));
}

interface ServerUser {
  uid: number;
  gid: number;
}

/** initdb and postgres refuse to run as root (CI runs as root): then they run as Debian's `postgres` user. */
function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      "The tests run as root, PostgreSQL refuses to run as root, and the postgres user that Debian's postgresql package creates is missing. Install it (apt-get install postgresql) or run the tests as a normal user.",
    );
  }
}

/**
 * The command line that runs `program` as the server's user. setpriv (util-linux, always on Debian) rather
 * than runuser: it execs the program in place, where runuser forks and waits, so the pid we hold is the
 * server's own and a SIGKILL reaches it. Its --pdeathsig kills the server when the thread that started it
 * ends, which covers what no exit handler can: a test process killed outright, or a test file's worker
 * thread torn down.
 */
function asServerUser(program: string, args: string[], user: ServerUser | undefined): [string, string[]] {
  const setpriv = findOnPath('setpriv');
  if (!setpriv) {
    if (user) throw new Error('setpriv (util-linux) is missing, and it is needed to run PostgreSQL as the postgres user: apt-get install util-linux.');
    return [program, args];
  }
  const identity = user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups'] : [];
  return [setpriv, [...identity, '--pdeathsig=KILL', '--', program, ...args]];
}

/** A port free right now on 127.0.0.1 (the kernel's pick for port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port on 127.0.0.1.'))));
    });
  });
}

/** The last lines a process wrote, for an error that has to say why it failed. */
class LogTail {
  private lines: string[] = [];
  constructor(private readonly log: ((line: string) => void) | undefined) {}
  follow(child: ChildProcess): void {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        this.lines = [...this.lines.slice(-29), line];
        this.log?.(line);
      });
    }
  }
  clear(): void {
    this.lines = [];
  }
  text(): string {
    return this.lines.length ? this.lines.join('\n') : '(nothing)';
  }
}

/** What the exit handler kills and deletes if the process ends with servers still around. */
const liveGroups = new Set<number>();
const leftoverDirectories = new Set<string>();
let exitHandlerInstalled = false;

function cleanUpOnExit(): void {
  if (exitHandlerInstalled) return;
  exitHandlerInstalled = true;
  process.on('exit', () => {
    for (const group of liveGroups) killGroup(group);
    for (const directory of leftoverDirectories) rmSync(directory, { recursive: true, force: true });
  });
}

/** The server runs in a process group of its own (spawned detached), so one signal reaches its backends too. */
function killGroup(group: number): void {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** The server exited before it accepted connections; `log` says why. */
class ServerExited extends Error {
  constructor(readonly log: string) {
    super(`PostgreSQL exited before it accepted connections. Its log ends with:\n${log}`);
  }
}

interface Running {
  child: ChildProcess;
  pid: number;
  exited: Promise<void>;
}

export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const user = serverUser();
  const tail = new LogTail(options.log);
  const directory = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  leftoverDirectories.add(directory);
  cleanUpOnExit();
  const dataDirectory = join(directory, 'data');
  if (user) chownSync(directory, user.uid, user.gid);

  let port = 0;
  let running: Running | undefined;
  let previousExit: Promise<void> = Promise.resolve();
  const url = (database = 'postgres') => `postgres://${superuser}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  async function runToEnd(program: string, args: string[]): Promise<void> {
    const [command, commandArgs] = asServerUser(join(bin, program), args, user);
    tail.clear();
    const child = spawn(command, commandArgs, { cwd: directory, stdio: ['ignore', 'pipe', 'pipe'] });
    tail.follow(child);
    const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
    if (code !== 0) throw new Error(`${program} failed (exit code ${code}) in ${directory}. Its output ends with:\n${tail.text()}`);
  }

  function spawnServer(): Running {
    const settings = {
      listen_addresses: '127.0.0.1',
      port: String(port),
      unix_socket_directories: directory,
      // A test's data need not survive a machine crash, only a server stop or kill: the OS keeps what was written.
      fsync: 'off',
      full_page_writes: 'off',
      // On, unlike fsync: with fsync off a commit only waits for a write() to the OS (1000 commits took the
      // same time either way), and with it off a kill() lost the commits of the last moments, so a test that
      // kills the server to see a host recover would find acknowledged rows missing.
      synchronous_commit: 'on',
      // Several hosts, each with a pool, plus the tests' own clients.
      max_connections: '200',
      shared_buffers: '32MB',
      huge_pages: 'off',
    };
    const args = ['-D', dataDirectory, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
    const [command, commandArgs] = asServerUser(join(bin, 'postgres'), args, user);
    tail.clear();
    const child = spawn(command, commandArgs, { cwd: directory, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    tail.follow(child);
    const pid = child.pid;
    if (pid === undefined) throw new Error(`Could not start ${join(bin, 'postgres')}. ${installHint}`);
    liveGroups.add(pid);
    const exited = new Promise<void>((resolve) =>
      child.once('exit', () => {
        liveGroups.delete(pid);
        if (running?.pid === pid) running = undefined;
        resolve();
      }),
    );
    return { child, pid, exited };
  }

  async function acceptsConnections(): Promise<unknown> {
    const client = new pg.Client({ connectionString: url(), connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return undefined;
    } catch (error) {
      return error;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Resolves once the server accepts connections; throws with its log when it exits or takes too long. */
  async function waitUntilReady(server: Running): Promise<void> {
    const deadline = Date.now() + readyTimeoutMs;
    let exited = false;
    void server.exited.then(() => (exited = true));
    for (;;) {
      const failure = await acceptsConnections();
      if (!failure) return;
      if (exited) throw new ServerExited(tail.text());
      if (Date.now() > deadline) {
        killGroup(server.pid);
        throw new Error(
          `PostgreSQL did not accept connections within ${readyTimeoutMs / 1000} s (last error: ${String(failure)}); it was killed. Its log ends with:\n${tail.text()}`,
        );
      }
      await Promise.race([delay(50), server.exited]);
    }
  }

  async function startServer(): Promise<void> {
    if (running) return;
    await previousExit;
    // After kill() the postmaster is gone but a backend may still be on its way out, holding the shared
    // memory block; the new server refuses to start until it is released, a moment later.
    for (let attempt = 1; ; attempt++) {
      const server = spawnServer();
      running = server;
      previousExit = server.exited;
      try {
        await waitUntilReady(server);
        return;
      } catch (error) {
        if (!(error instanceof ServerExited && error.log.includes('is still in use') && attempt < 50)) throw error;
        await server.exited;
      }
    }
  }

  async function stop(): Promise<void> {
    const server = running;
    if (!server) return previousExit;
    // SIGINT is PostgreSQL's fast shutdown: sessions are ended, the data is checkpointed.
    try {
      process.kill(server.pid, 'SIGINT');
    } catch {
      // It exited on its own a moment ago; its exit event is on the way.
    }
    const stopped = await Promise.race([server.exited.then(() => true), delay(stopTimeoutMs, false, { ref: false })]);
    if (stopped) return;
    killGroup(server.pid);
    await server.exited;
    throw new Error(`PostgreSQL did not stop within ${stopTimeoutMs / 1000} s of a fast shutdown, so it was killed. Its log ends with:\n${tail.text()}`);
  }

  try {
    await runToEnd('initdb', ['-D', dataDirectory, '-U', superuser, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    // The free port could be taken between the probe and the server's bind: then another one.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await startServer();
        break;
      } catch (error) {
        if (!(error instanceof ServerExited && /could not bind|could not create any TCP\/IP sockets/.test(error.log) && attempt < 5)) throw error;
      }
    }
  } catch (error) {
    const server = running;
    if (server) {
      killGroup(server.pid);
      await server.exited;
    }
    await rm(directory, { recursive: true, force: true });
    leftoverDirectories.delete(directory);
    throw error;
  }

  return {
    port,
    directory,
    get pid() {
      return running?.pid;
    },
    url,
    async createDatabase(name = `test_${randomBytes(6).toString('hex')}`) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a database name the tests use: lower-case letters, digits and _.`);
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        // template0: nobody connects to it, so concurrent creations never find their template busy.
        await client.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start: startServer,
    kill() {
      const server = running;
      if (!server) return;
      // Not running from now on, so a start() right after waits for this one's exit instead of finding it up.
      running = undefined;
      previousExit = server.exited;
      killGroup(server.pid);
    },
    async remove() {
      await stop();
      await rm(directory, { recursive: true, force: true });
      leftoverDirectories.delete(directory);
    },
  };
}
