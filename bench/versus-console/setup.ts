// The settings (environment), one MinIO with the data, and both consoles on it, logged in.
import type { S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import { logIn } from '../bench-kit.ts';
import { openBrowser, type Browsing } from './browser.ts';
import { startConsoleV176 } from './console-v176.ts';
import { consoleV176, granary, type Peer, type PeerName } from './peers.ts';
import { ensureBucket, ensureBuckets, ensureKeys, folderOf, objectsBucket, seedClient } from './seed.ts';

export const allParts = ['memory', 'transfers', 'buckets', 'deeplink', 'walk'] as const;
export type Part = (typeof allParts)[number];
/** The folder whose first page the memory part loads. */
export const memoryFolderKeys = 1_000;

const numberList = (value: string) => value.split(',').map((item) => Number(item.trim()));

export function readConfig(env = process.env) {
  const only = env.BENCH_ONLY ? env.BENCH_ONLY.split(',').map((part) => part.trim()) : [...allParts];
  const unknown = only.filter((part) => !allParts.includes(part as Part));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (${allParts.join(',')})`);
  const browserRounds = Number(env.BENCH_ROUNDS ?? 5);
  return {
    parts: new Set(only as Part[]),
    sizeMiB: Number(env.BENCH_SIZE_MIB ?? 1024),
    transferRounds: Number(env.BENCH_ROUNDS ?? 3),
    browserRounds,
    walkRounds: Number(env.BENCH_WALK_ROUNDS ?? browserRounds),
    walkKeys: numberList(env.BENCH_WALK_KEYS ?? '10000,100000'),
    walkTimeoutS: Number(env.BENCH_WALK_TIMEOUT_S ?? 240),
    buckets: Number(env.BENCH_BUCKETS ?? 1000),
    dataDir: env.BENCH_DATA_DIR || undefined,
  };
}

export type Config = ReturnType<typeof readConfig>;

export type Bench = {
  config: Config;
  minio: MinioServer;
  peers: Peer[];
  /** API sessions (cookie `token`), for the transfers. */
  tokens: Record<PeerName, string>;
  /** Chromium with each console's logged-in cookies, when a browser part runs. */
  browsing?: Browsing;
};

const browserParts: Part[] = ['memory', 'buckets', 'deeplink', 'walk'];

/** What the selected parts need, put straight into MinIO; a kept data directory skips what it holds. */
async function seed(s3: S3Client, config: Config) {
  const started = performance.now();
  await ensureBucket(s3, objectsBucket);
  const { parts } = config;
  const folders = new Set<number>();
  if (parts.has('memory')) folders.add(memoryFolderKeys);
  if (parts.has('walk') || parts.has('deeplink')) for (const keys of config.walkKeys) folders.add(keys);
  for (const keys of [...folders].sort((a, b) => a - b)) await ensureKeys(s3, folderOf(keys), keys);
  if (parts.has('buckets')) await ensureBuckets(s3, config.buckets);
  console.log(`data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function setUp(config: Config): Promise<{ bench: Bench; stop: () => Promise<void> }> {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    // Fixed keys: a kept data directory (BENCH_DATA_DIR) opens only with the ones it was written with.
    const kmsKey = createHash('sha256').update('granary bench versus console').digest('base64');
    const minio = await startMinio({
      drives: 4,
      name: 'bench-versus',
      rootUser: 'granary-root',
      rootPassword: 'granary-bench-versus-console',
      kmsSecretKey: `bench-versus:${kmsKey}`,
      ...(config.dataDir && { persistentDir: config.dataDir }),
    });
    cleanups.push(() => minio.stop());
    console.log(`MinIO (4 drives) with data in ${minio.dataDir}${config.dataDir ? ' (kept)' : ''}`);
    const s3 = seedClient(minio.endpoint, {
      accessKeyId: minio.rootUser,
      secretAccessKey: minio.rootPassword,
    });
    await seed(s3, config).finally(() => s3.destroy());
    const granaryServer = await startGranary({ minioEndpoint: minio.endpoint, log: false });
    cleanups.push(async () => {
      await granaryServer.stop();
      rmSync(granaryServer.dataDir, { recursive: true, force: true });
    });
    const v176 = await startConsoleV176(minio.endpoint);
    cleanups.push(() => v176.stop());
    const peers = [granary(granaryServer.url, granaryServer.pid), consoleV176(v176.url, v176.pid)];
    console.log(peers.map((peer) => `${peer.name} at ${peer.url} (pid ${peer.pid})`).join(', '));
    const tokens = Object.fromEntries(
      await Promise.all(
        peers.map(async (peer) => [peer.name, await logIn(peer.url, minio.rootUser, minio.rootPassword)]),
      ),
    ) as Record<PeerName, string>;
    const needsBrowser = browserParts.some((part) => config.parts.has(part));
    const browsing = needsBrowser ? await openBrowser(peers, minio.rootUser, minio.rootPassword) : undefined;
    cleanups.push(() => browsing?.close());
    await sleep(2_000);
    return { bench: { config, minio, peers, tokens, browsing }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
