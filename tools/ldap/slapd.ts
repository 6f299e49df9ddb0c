// A throwaway OpenLDAP server (Debian's slapd) on a free loopback port, watched so it dies with the test.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '../minio/free-port.ts';
import { lifecycleOf, spawnWatched } from '../minio/watchdog.ts';
import type { Directory, LdapGroup, LdapUser } from './directory.ts';
import { directoryLdif, groupDn, slapdConf, userDn } from './directory.ts';
import { slapdPaths } from './paths.ts';

export type StartSlapdOptions = { baseDn?: string; users: LdapUser[]; groups?: LdapGroup[] };

export type SlapdServer = Directory & {
  /** host:port, as MINIO_IDENTITY_LDAP_SERVER_ADDR wants it. */
  address: string;
  url: string;
  userDn(uid: string): string;
  groupDn(cn: string): string;
  stop(): Promise<void>;
};

const run = promisify(execFile);

function describeDirectory(opts: StartSlapdOptions): Directory {
  const baseDn = opts.baseDn ?? 'dc=granary,dc=test';
  return {
    baseDn,
    adminDn: `cn=admin,${baseDn}`,
    adminPassword: randomBytes(12).toString('base64url'),
    usersDn: `ou=people,${baseDn}`,
    groupsDn: `ou=groups,${baseDn}`,
    users: opts.users,
    groups: opts.groups ?? [],
  };
}

async function waitListening(port: number, exited: () => string | undefined, log: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const status = exited();
    if (status) throw new Error(`slapd exited during start-up (${status}):\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true));
      socket.once('error', () => resolve(false));
      socket.setTimeout(1_000, () => resolve(false));
    }).catch(() => false);
    if (open) return;
    await sleep(100);
  }
  throw new Error(`slapd did not listen on 127.0.0.1:${port} within 20 s:\n${log()}`);
}

/** Loads the directory with slapadd, then runs slapd in the foreground on 127.0.0.1. */
export async function startSlapd(opts: StartSlapdOptions): Promise<SlapdServer> {
  const dir = describeDirectory(opts);
  const stateDir = mkdtempSync(join(tmpdir(), 'granary-slapd-'));
  mkdirSync(join(stateDir, 'data'));
  const confFile = join(stateDir, 'slapd.conf');
  const ldifFile = join(stateDir, 'directory.ldif');
  writeFileSync(confFile, slapdConf(dir, stateDir), { mode: 0o600 });
  writeFileSync(ldifFile, directoryLdif(dir), { mode: 0o600 });
  try {
    await run(slapdPaths.slapadd, ['-f', confFile, '-l', ldifFile]);
  } catch (error) {
    rmSync(stateDir, { recursive: true, force: true });
    const detail = (error as { stderr?: string }).stderr ?? (error as Error).message;
    throw new Error(`slapadd failed: ${detail}`, { cause: error });
  }
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const proc = spawnWatched(slapdPaths.slapd, ['-d', '0', '-f', confFile, '-h', `${url}/`], {
    env: process.env,
    cleanupDir: stateDir,
  });
  let output = '';
  proc.shell.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  const lifecycle = lifecycleOf(proc);
  const stop = async () => {
    await lifecycle.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await proc.pid;
    await waitListening(port, lifecycle.exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ...dir,
    address: `127.0.0.1:${port}`,
    url,
    userDn: (uid) => userDn(dir, uid),
    groupDn: (cn) => groupDn(dir, cn),
    stop,
  };
}
