// A PostgreSQL cluster of a test's own, on a free port, that the test may stop and start (the machine's
// shared server must keep running for the other tests). Debian's binaries; run as the postgres user.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './minio/index.ts';

export type PrivatePostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  remove(): void;
};

function binary(name: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  const latest = versions.at(-1);
  if (!latest) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return path.join('/usr/lib/postgresql', latest, 'bin', name);
}

const asPostgres = (command: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', binary(command), ...args], { stdio: 'pipe' });

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'granary-private-pg-'));
  const { uid, gid } = {
    uid: Number(execFileSync('id', ['-u', 'postgres'])),
    gid: Number(execFileSync('id', ['-g', 'postgres'])),
  };
  chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    void asPostgres('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  const stop = () => void asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
