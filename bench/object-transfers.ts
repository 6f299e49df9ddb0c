// Upload and download of one large file through Granary against direct S3 on the same MinIO, and the
// Granary server's peak memory meanwhile (it must stream, not hold the file). Downloads also run through
// a bare Node proxy (bench/bare-proxy.ts): the cost of any streaming hop, to tell Granary's own apart.
// All three downloads read the same object, settled and read once before them, each going first in turn.
// Run: npm run bench:object-transfers   (BENCH_SIZE_MIB, default 1024; BENCH_ROUNDS, default 3;
// BENCH_DOWNLOAD_ROUNDS, download-only rounds after those, default 0; BENCH_GRANARY_LOG=1, the server's log;
// BENCH_CLIENT_CORE=N, this client alone on core N and the servers on the others).
// It also prints the CPU seconds per GiB that Granary, the bare proxy, MinIO and this client each spent.
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { request, type IncomingMessage } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import {
  CpuLedger,
  drain,
  httpGet,
  logIn,
  median,
  memoryMiB,
  settleForDownloads,
  granaryPid,
  timed,
} from './bench-kit.ts';

const sizeMiB = Number(process.env.BENCH_SIZE_MIB ?? 1024);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Download-only rounds after those: more pairs for the per-round download ratios. */
const downloadRounds = Number(process.env.BENCH_DOWNLOAD_ROUNDS ?? 0);
const bucket = 'bench-transfers';
const file = path.join(tmpdir(), `granary-bench-${sizeMiB}MiB.bin`);

async function writeTestFile(): Promise<void> {
  const chunk = randomBytes(1024 * 1024);
  const out = createWriteStream(file);
  for (let i = 0; i < sizeMiB; i++)
    if (!out.write(chunk)) await new Promise<void>((done) => out.once('drain', () => done()));
  await new Promise<void>((done) => out.end(() => done()));
}

/** Throughput of `a` over `b` in each round (they ran back to back), the direct reference swinging by round. */
function perRoundSpeedRatios(times: Map<string, number[]>, a: string, b: string): number[] {
  const [aTimes = [], bTimes = []] = [times.get(a), times.get(b)];
  return aTimes.flatMap((time, round) => {
    const other = bTimes[round];
    return other === undefined ? [] : [other / time];
  });
}

/** POSTs the file as the request body, streamed from disk, as the web app sends it. */
async function postFile(url: string, token: string): Promise<{ status: number; body: string }> {
  const req = request(url, {
    method: 'POST',
    headers: {
      cookie: `token=${token}`,
      'content-type': 'application/octet-stream',
      'content-length': statSync(file).size,
    },
  });
  const answer = new Promise<IncomingMessage>((resolve, reject) =>
    req.once('response', resolve).once('error', reject),
  );
  await pipeline(createReadStream(file), req);
  const res = await answer;
  let body = '';
  for await (const chunk of res) body += String(chunk);
  return { status: res.statusCode ?? 0, body };
}

/**
 * This client's threads on `core`, the servers' on the other cores: as with a browser on another
 * machine, the client's CPU is not taken from MinIO and Granary, nor theirs from the client.
 */
function pinClientApart(core: number, serverPids: number[]): void {
  const others = Array.from({ length: availableParallelism() }, (_, index) => index).filter(
    (c) => c !== core,
  );
  if (others.length === 0) throw new Error(`BENCH_CLIENT_CORE=${core} leaves no core for the servers`);
  execFileSync('taskset', ['-apc', String(core), String(process.pid)], { stdio: 'ignore' });
  for (const pid of serverPids)
    execFileSync('taskset', ['-apc', others.join(','), String(pid)], { stdio: 'ignore' });
  console.log(
    `this client on core ${core}; MinIO, Granary and the bare proxy on core(s) ${others.join(',')}`,
  );
}

/** bench/bare-proxy.ts in its own process, as Granary is: the floor any streaming console hop pays. */
async function startBareProxy(minio: { endpoint: string; rootUser: string; rootPassword: string }) {
  const proc = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-proxy.ts')], {
    env: {
      ...process.env,
      BARE_PROXY_ENDPOINT: minio.endpoint,
      BARE_PROXY_ACCESS_KEY: minio.rootUser,
      BARE_PROXY_SECRET_KEY: minio.rootPassword,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [firstLine] = (await once(proc.stdout, 'data')) as [Buffer];
  return {
    url: `http://127.0.0.1:${firstLine.toString().trim()}`,
    pid: proc.pid ?? 0,
    stop: () => proc.kill(),
  };
}

/** CPU seconds per GiB moved, median over the rounds, user + kernel, for each transfer and process. */
function printCpu(cpu: CpuLedger, mib: number) {
  console.log('CPU seconds per GiB, median of the rounds (user + kernel):');
  for (const label of cpu.labels) console.log(`  ${label.padEnd(40)} ${cpu.cells(label, mib)}`);
}

async function main() {
  await writeTestFile();
  const minio = await startMinio({ drives: 4, name: 'bench-transfers' });
  // BENCH_GRANARY_LOG=1 shows the server's own log (warnings and errors), e.g. when a transfer fails.
  const granary = await startGranary({
    minioEndpoint: minio.endpoint,
    log: process.env.BENCH_GRANARY_LOG === '1',
  });
  const bareProxy = await startBareProxy(minio);
  const s3 = new S3Client({
    endpoint: minio.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
  try {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const token = await logIn(granary.url, minio.rootUser, minio.rootPassword);
    const pid = granaryPid(granary.port);
    const clientCore = process.env.BENCH_CLIENT_CORE;
    if (clientCore !== undefined) pinClientApart(Number(clientCore), [minio.pid, pid, bareProxy.pid]);
    const expected = sizeMiB * 1024 * 1024;
    const runners = {
      'upload via Granary': async () => {
        const res = await postFile(
          `${granary.url}/api/v1/buckets/${bucket}/objects/upload?prefix=&path=via-granary.bin`,
          token,
        );
        if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${res.body}`);
      },
      'upload direct (lib-storage defaults)': () =>
        new Upload({
          client: s3,
          params: { Bucket: bucket, Key: 'direct.bin', Body: createReadStream(file) },
        }).done(),
      'download via Granary': async () => {
        const res = await httpGet(
          `${granary.url}/api/v1/buckets/${bucket}/objects/download?prefix=via-granary.bin`,
          {
            cookie: `token=${token}`,
          },
        );
        if ((await drain(res)) !== expected) throw new Error('short download via Granary');
      },
      'download via a bare Node proxy': async () => {
        const res = await httpGet(`${bareProxy.url}/?bucket=${bucket}&key=via-granary.bin`, {});
        if ((await drain(res)) !== expected) throw new Error('short download via the bare proxy');
      },
      'download direct (GetObject)': async () => {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'via-granary.bin' }));
        if ((await drain(object.Body as Readable)) !== expected) throw new Error('short direct download');
      },
    };
    const times = new Map<string, number[]>();
    const idleRss = memoryMiB(pid, 'VmRSS');
    const peakRss = new Map<string, number>();
    let running = '';
    const sample = () => peakRss.set(running, Math.max(peakRss.get(running) ?? 0, memoryMiB(pid, 'VmRSS')));
    const sampler = setInterval(sample, 50);
    // Where the CPU goes: each process's user and kernel seconds during each transfer.
    const processes = { Granary: pid, 'bare proxy': bareProxy.pid, MinIO: minio.pid, client: process.pid };
    const cpu = new CpuLedger();
    const run = async (label: string, transfer: () => Promise<unknown>) => {
      running = label;
      const time = await cpu.during(label, processes, () => timed(transfer));
      times.set(label, [...(times.get(label) ?? []), time]);
      sample();
    };
    const entries = Object.entries(runners);
    const uploads = entries.filter(([label]) => label.startsWith('upload'));
    const downloads = entries.filter(([label]) => label.startsWith('download'));
    // Each download goes first in turn, so the page cache and MinIO's state favour none of them.
    const downloadRound = async (round: number) => {
      for (let turn = 0; turn < downloads.length; turn++) {
        const [label, transfer] = downloads[(round + turn) % downloads.length] ?? [];
        if (label && transfer) await run(label, transfer);
      }
    };
    for (let round = 0; round < rounds; round++) {
      for (const [label, transfer] of uploads) await run(label, transfer);
      await settleForDownloads(s3, bucket, 'via-granary.bin');
      await downloadRound(round);
    }
    for (let round = rounds; round < rounds + downloadRounds; round++) await downloadRound(round);
    clearInterval(sampler);

    console.log(`${sizeMiB} MiB, ${rounds} rounds (median seconds, MiB/s):`);
    for (const [label, values] of times) {
      const seconds = median(values) / 1000;
      console.log(`  ${label.padEnd(40)} ${seconds.toFixed(2)} s  ${(sizeMiB / seconds).toFixed(0)} MiB/s`);
    }
    const speed = (label: string) => 1 / median(times.get(label) ?? []);
    console.log(
      `upload Granary/direct throughput:   ${(speed('upload via Granary') / speed('upload direct (lib-storage defaults)')).toFixed(2)}x`,
    );
    console.log(
      `download Granary/direct throughput: ${(speed('download via Granary') / speed('download direct (GetObject)')).toFixed(2)}x`,
    );
    const pairs = perRoundSpeedRatios(times, 'download via Granary', 'download direct (GetObject)');
    console.log(
      `download Granary/direct, median of ${pairs.length} per-round ratios: ${median(pairs).toFixed(2)}x ` +
        `(${Math.min(...pairs).toFixed(2)}–${Math.max(...pairs).toFixed(2)})`,
    );
    console.log(
      `download Granary/bare proxy:        ${(speed('download via Granary') / speed('download via a bare Node proxy')).toFixed(2)}x`,
    );
    console.log(
      `download bare proxy/direct:      ${(speed('download via a bare Node proxy') / speed('download direct (GetObject)')).toFixed(2)}x`,
    );
    console.log(
      `Granary server memory: idle RSS ${idleRss.toFixed(0)} MiB, peak RSS during transfers ${Math.max(...peakRss.values()).toFixed(0)} MiB`,
    );
    for (const [label, peak] of peakRss)
      console.log(`  peak RSS during ${label.padEnd(36)} ${peak.toFixed(0)} MiB`);
    printCpu(cpu, sizeMiB);
  } finally {
    s3.destroy();
    bareProxy.stop();
    await granary.stop();
    await minio.stop();
    rmSync(file, { force: true });
  }
}

await main();
