import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { register } from '../minio/cleanup-registry.ts';
import { freePort } from '../minio/free-port.ts';
import { captureOutput, spawnWatched, stopWatched, type WatchedProcess } from '../minio/watchdog.ts';
import { findOrBuildKube } from './find-or-build.ts';
import { kubeRequest } from './request.ts';
import { tenantDefinition } from './tenant-crd.ts';

export type KubeServer = {
  /** The API server's HTTPS address. */
  url: string;
  /** PEM of the CA that signed the API server's self-generated serving certificate. */
  caPem: string;
  /** caPem in a file, as CONSOLE_K8S_API_SERVER_TLS_ROOT_CA takes it. */
  caFile: string;
  /** The key the API server signs service-account tokens with (PEM): for tests that forge an expired one. */
  signingKeyFile: string;
  /** A static token of group system:masters: what the harness acts as. */
  adminToken: string;
  /**
   * A static token of 3,000 characters the API server accepts (user granary-long-token, no rights): longer
   * than a session cookie holds once sealed, as some identity providers' tokens are.
   */
  longToken: string;
  /** A kubeconfig file for adminToken, as `KUBECONFIG` or `--kubeconfig` take it. */
  kubeconfigPath: string;
  /** etcd's data, the keys and certificates: they stay while only the API server is stopped. */
  dataDir: string;
  /** Stops the API server alone (etcd and the data stay) and starts it again on the same port. */
  stopApiServer(): Promise<void>;
  startApiServer(): Promise<void>;
  stop(): Promise<void>;
};

export type StartKubeOptions = {
  /** Keep etcd's data here across runs instead of in a temporary directory that stop() removes. */
  persistentDir?: string;
  readyTimeoutMs?: number;
};

/**
 * A real kube-apiserver over a real etcd on loopback (no kubelet, scheduler or controllers: the harness
 * plays their part, see fixtures.ts), with RBAC, a static admin token, service-account token signing and
 * the Tenant custom resource definition installed.
 */
export async function startKube(opts: StartKubeOptions = {}): Promise<KubeServer> {
  const binaries = await findOrBuildKube();
  const dataDir = opts.persistentDir ?? mkdtempSync(join(tmpdir(), 'granary-kube-'));
  mkdirSync(join(dataDir, 'certs'), { recursive: true });
  const removableDir = opts.persistentDir ? undefined : dataDir;
  const adminToken = readOrWrite(join(dataDir, 'admin-token'), () => randomBytes(24).toString('base64url'));
  const longToken = randomBytes(2_250).toString('base64url');
  writeFileSync(
    join(dataDir, 'tokens.csv'),
    `${adminToken},granary-admin,granary-admin,"system:masters"\n${longToken},granary-long-token,granary-long-token\n`,
  );
  writeServiceAccountKeys(dataDir);
  const [etcdPort, peerPort, apiPort] = await ports(dataDir, opts.persistentDir !== undefined);
  const etcd = spawnWatched(binaries.etcd, etcdArgs(dataDir, etcdPort, peerPort), { env: process.env });
  const etcdLog = captureOutput(etcd);
  let etcdPid: number | undefined;
  let apiserver: { proc: WatchedProcess; pid?: number; log: () => string } | undefined;
  const unregister = register({
    pids: () =>
      [etcdPid, apiserver?.pid, etcd.shell.pid, apiserver?.proc.shell.pid].filter((p) => p !== undefined),
    ...(removableDir && { dataDir: removableDir }),
  });
  const url = `https://127.0.0.1:${apiPort}`;
  const stopApiServer = async () => {
    const running = apiserver;
    apiserver = undefined;
    if (running) await stopWatched(running.proc, () => running.pid, undefined);
  };
  const startApiServer = async () => {
    const proc = spawnWatched(binaries.apiserver, apiserverArgs(dataDir, etcdPort, apiPort), {
      env: process.env,
    });
    apiserver = { proc, log: captureOutput(proc) };
    apiserver.pid = await proc.pid;
    await waitReady(url, () => readCa(dataDir), adminToken, apiserver, opts.readyTimeoutMs ?? 90_000);
  };
  const stop = async () => {
    await stopApiServer();
    await stopWatched(etcd, () => etcdPid, removableDir);
    unregister();
  };
  try {
    etcdPid = await etcd.pid;
    await waitForEtcd(etcdPort, etcd, etcdLog);
    await startApiServer();
    const caPem = readCa(dataDir);
    const caFile = join(dataDir, 'ca.crt');
    writeFileSync(caFile, caPem);
    await installTenantDefinition(url, caPem, adminToken);
    const kubeconfigPath = join(dataDir, 'kubeconfig');
    writeFileSync(kubeconfigPath, kubeconfig(url, caPem, adminToken), { mode: 0o600 });
    const signingKeyFile = join(dataDir, 'sa.key');
    return {
      url,
      caPem,
      caFile,
      signingKeyFile,
      adminToken,
      longToken,
      kubeconfigPath,
      dataDir,
      stopApiServer,
      startApiServer,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A kept cluster keeps its ports: etcd holds its peer address in its data, and a kubeconfig the API's. */
async function ports(dir: string, kept: boolean): Promise<[number, number, number]> {
  const file = join(dir, 'ports.json');
  if (kept) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as [number, number, number];
    } catch {
      // first start
    }
  }
  const chosen: [number, number, number] = [await freePort(), await freePort(), await freePort()];
  if (kept) writeFileSync(file, JSON.stringify(chosen));
  return chosen;
}

function readOrWrite(path: string, make: () => string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    const value = make();
    writeFileSync(path, value, { mode: 0o600 });
    return value;
  }
}

function writeServiceAccountKeys(dir: string): void {
  const keyPath = join(dir, 'sa.key');
  readOrWrite(keyPath, () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(join(dir, 'sa.pub'), publicKey.export({ type: 'spki', format: 'pem' }));
    return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  });
}

function etcdArgs(dir: string, clientPort: number, peerPort: number): string[] {
  const client = `http://127.0.0.1:${clientPort}`;
  const peer = `http://127.0.0.1:${peerPort}`;
  return [
    '--name=granary',
    `--data-dir=${join(dir, 'etcd')}`,
    `--listen-client-urls=${client}`,
    `--advertise-client-urls=${client}`,
    `--listen-peer-urls=${peer}`,
    `--initial-advertise-peer-urls=${peer}`,
    `--initial-cluster=granary=${peer}`,
    '--unsafe-no-fsync',
    '--log-level=error',
  ];
}

function apiserverArgs(dir: string, etcdPort: number, apiPort: number): string[] {
  return [
    `--etcd-servers=http://127.0.0.1:${etcdPort}`,
    '--bind-address=127.0.0.1',
    '--advertise-address=127.0.0.1',
    `--secure-port=${apiPort}`,
    `--cert-dir=${join(dir, 'certs')}`,
    '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
    `--service-account-key-file=${join(dir, 'sa.pub')}`,
    `--service-account-signing-key-file=${join(dir, 'sa.key')}`,
    '--api-audiences=https://kubernetes.default.svc.cluster.local',
    '--service-cluster-ip-range=10.0.0.0/24',
    '--authorization-mode=RBAC',
    `--token-auth-file=${join(dir, 'tokens.csv')}`,
    '--disable-admission-plugins=ServiceAccount',
    '--allow-privileged=true',
    '--enable-priority-and-fairness=false',
    '--profiling=false',
    '--v=0',
  ];
}

/** The self-generated serving file holds the certificate and then the CA that signed it. */
function readCa(dir: string): string {
  const pem = readFileSync(join(dir, 'certs', 'apiserver.crt'), 'utf8');
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.at(-1) ?? pem;
}

async function waitForEtcd(port: number, proc: WatchedProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (proc.shell.exitCode !== null) throw new Error(`etcd exited during start-up. Last output:\n${log()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`etcd was not healthy after 30 s. Last output:\n${log()}`);
}

async function waitReady(
  url: string,
  ca: () => string,
  token: string,
  server: { proc: WatchedProcess; log: () => string },
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.proc.shell.exitCode !== null)
      throw new Error(`kube-apiserver exited during start-up. Last output:\n${server.log()}`);
    try {
      const res = await kubeRequest({ url, caPem: ca(), token }, 'GET', '/readyz');
      if (res.status === 200) return;
    } catch {
      // not listening yet, or its certificate not written yet
    }
    await sleep(200);
  }
  throw new Error(
    `kube-apiserver at ${url} was not ready after ${timeoutMs} ms. Last output:\n${server.log()}`,
  );
}

async function installTenantDefinition(url: string, caPem: string, token: string): Promise<void> {
  const access = { url, caPem, token };
  const path = '/apis/apiextensions.k8s.io/v1/customresourcedefinitions';
  const created = await kubeRequest(access, 'POST', path, tenantDefinition);
  if (created.status !== 201 && created.status !== 409)
    throw new Error(
      `Installing the Tenant definition failed (${created.status}): ${JSON.stringify(created.body)}`,
    );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await kubeRequest(access, 'GET', '/apis/minio.min.io/v2');
    if (res.status === 200) return;
    await sleep(100);
  }
  throw new Error('The Tenant definition was not served within 30 s');
}

function kubeconfig(url: string, caPem: string, token: string): string {
  return JSON.stringify(
    {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [
        {
          name: 'granary',
          cluster: { server: url, 'certificate-authority-data': Buffer.from(caPem).toString('base64') },
        },
      ],
      users: [{ name: 'granary-admin', user: { token } }],
      contexts: [{ name: 'granary', context: { cluster: 'granary', user: 'granary-admin' } }],
      'current-context': 'granary',
    },
    null,
    2,
  );
}
