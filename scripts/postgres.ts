// A throwaway PostgreSQL cluster for tests and scripts/cluster.ts: initdb into a
// temporary folder, start it on a free loopback port, stop it and delete the folder.
//
//   const pg = await startPostgres();
//   const url = await pg.createDatabase('people_test'); // one database per test file
//   await pg.pause(); await pg.resume();                 // take PostgreSQL away and back
//   await pg.stop();
import { SQL } from 'bun';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanupOnExit, freePort } from './harness-util';

export type Postgres = {
  /** postgres://hostel:<password>@127.0.0.1:<port>/hostel */
  url: string;
  port: number;
  /** The temporary folder: data/ (the cluster), postgres.log, the unix socket. */
  dir: string;
  /** Creates another database on the cluster and returns its url. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m immediate`: connections drop and new ones are refused, as in a crash. */
  pause(): Promise<void>;
  /** `pg_ctl start` on the same folder and port; resolves once it accepts connections. */
  resume(): Promise<void>;
  /** Stops the cluster (`pg_ctl stop -m fast`) and deletes the folder. */
  stop(): Promise<void>;
};

const USER = 'hostel';

function findBinaries(): { initdb: string; pgCtl: string } {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v)) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  const dirs = versions.map((v) => join(root, v, 'bin'));
  const onPath = Bun.which('pg_ctl');
  if (onPath) dirs.push(join(onPath, '..'));
  for (const bin of dirs) {
    if (['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(bin, name)))) {
      return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') };
    }
  }
  throw new Error(
    'PostgreSQL server programs (initdb, pg_ctl, postgres) were ' +
      'not found in /usr/lib/postgresql/<version>/bin or on PATH. ' +
      'Install them: apt-get install -y postgresql',
  );
}

// PostgreSQL refuses to run as root, so root runs it as nobody (Debian's nobody:nogroup).
const NOBODY = 65534;
const asUser = process.getuid?.() === 0 ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'] : [];

async function run(cmd: string[], cwd: string): Promise<void> {
  const proc = Bun.spawn([...asUser, ...cmd], { cwd, stdin: 'ignore', stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  if (code !== 0) throw new Error(`${cmd.join(' ')} exited with ${code}:\n${out}${err}`);
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function startPostgres(options: { quiet?: boolean } = {}): Promise<Postgres> {
  const { initdb, pgCtl } = findBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'hostel-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const password = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('hex');
  const port = freePort();
  const urlFor = (db: string) => `postgres://${USER}:${password}@127.0.0.1:${port}/${encodeURIComponent(db)}`;

  let running = false;
  const unregister = cleanupOnExit(() => {
    if (running) Bun.spawnSync([...asUser, pgCtl, 'stop', '-D', data, '-m', 'immediate', '-w'], { cwd: dir });
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async () => {
    await run([pgCtl, 'start', '-D', data, '-l', log, '-w', '-t', '60'], dir);
    running = true;
  };
  const admin = async <T>(query: (sql: SQL) => Promise<T>): Promise<T> => {
    const sql = new SQL({ url: urlFor('postgres'), max: 1 });
    try {
      return await query(sql);
    } finally {
      await sql.close();
    }
  };
  const createDatabase = async (name: string) => {
    await admin((sql) => sql.unsafe(`CREATE DATABASE ${quoteIdent(name)}`));
    return urlFor(name);
  };

  try {
    const pwfile = join(dir, 'pwfile');
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (asUser.length) {
      chownSync(dir, NOBODY, NOBODY);
      chownSync(pwfile, NOBODY, NOBODY);
    }
    // --no-sync: a throwaway cluster need not survive a power cut while it is created.
    await run(
      [
        initdb,
        '-D',
        data,
        '-U',
        USER,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
        '--no-instructions',
      ],
      dir,
    );
    rmSync(pwfile);
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        '',
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        // Each instance a test starts keeps a pool of up to 20 connections, and a test file may run several at once.
        'max_connections = 500',
        '',
      ].join('\n'),
    );
    await start();
    await createDatabase(USER);
  } catch (error) {
    const tail = existsSync(log) ? `\n--- ${log} ---\n${(await Bun.file(log).text()).slice(-2000)}` : '';
    if (running) await run([pgCtl, 'stop', '-D', data, '-m', 'immediate', '-w'], dir).catch(() => {});
    unregister();
    rmSync(dir, { recursive: true, force: true });
    throw tail ? new Error(`${(error as Error).message}${tail}`) : error;
  }
  if (!options.quiet) console.error(`PostgreSQL is listening on 127.0.0.1:${port} (folder ${dir})`);

  return {
    url: urlFor(USER),
    port,
    dir,
    createDatabase,
    async pause() {
      if (!running) return;
      await run([pgCtl, 'stop', '-D', data, '-m', 'immediate', '-w'], dir);
      running = false;
    },
    async resume() {
      if (!running) await start();
    },
    async stop() {
      if (!existsSync(dir)) return;
      if (running) {
        await run([pgCtl, 'stop', '-D', data, '-m', 'fast', '-w'], dir);
        running = false;
      }
      unregister();
      rmSync(dir, { recursive: true, force: true });
      if (!options.quiet) console.error(`PostgreSQL on port ${port} stopped`);
    },
  };
}
