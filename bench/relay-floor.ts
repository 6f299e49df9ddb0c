// What any console hop costs on this machine: one object downloaded as a presigned GetObject straight
// from MinIO, through raw TCP relays that know nothing of HTTP (relay-floor/raw-relay.py: splice(2), the
// kernel moving the pages, or one user-space copy), and through Granary, each read by the same node:http
// client, and once more straight from MinIO by the AWS SDK's GetObject (default settings, as
// bench:object-transfers reads its direct download), to see whether the client alone moves the ratio.
// Each goes first in turn; medians of the rounds and of per-round ratios to direct, and each
// process's CPU seconds per GiB (user + kernel). The splice relay is the cheapest hop there is (Node has
// no splice): what it reaches is what a console's hop can hope for here. Needs python3.
// Run: npm run bench:relay-floor   (BENCH_SIZE_MIB, default 1024; BENCH_ROUNDS, default 6)
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { presignUrl } from '@granary/madmin';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import {
  CpuLedger,
  drain,
  httpGet,
  logIn,
  median,
  settleForDownloads,
  granaryPid,
  timed,
} from './bench-kit.ts';

const sizeMiB = Number(process.env.BENCH_SIZE_MIB ?? 1024);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const bucket = 'relay-floor';
const key = 'object.bin';
const bytes = sizeMiB * 1024 * 1024;

type Download = { label: string; run: () => Promise<void>; hopPid?: number };

type Stoppable = { stop(): unknown };

async function startRelay(minio: URL, mode: 'splice' | 'copy', started: Stoppable[]) {
  const script = path.join(import.meta.dirname, 'relay-floor', 'raw-relay.py');
  const relay = spawn('python3', [script, minio.hostname, minio.port, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push({ stop: () => relay.kill() });
  const port = await new Promise<string>((resolve, reject) => {
    relay.stdout.once('data', (line: Buffer) => resolve(line.toString().trim()));
    relay.once('error', (error) => reject(new Error(`the ${mode} relay needs python3: ${error.message}`)));
    relay.once('exit', (code) => reject(new Error(`the ${mode} relay ended (exit code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: relay.pid ?? 0 };
}

/** The object, in chunks: a Buffer holds at most 2 GiB. */
async function* randomObject(): AsyncGenerator<Buffer> {
  for (let sent = 0; sent < bytes; sent += 1024 * 1024)
    yield randomBytes(Math.min(1024 * 1024, bytes - sent));
}

/** The SDK, to create the bucket and the object: without checksums, so the object is stored without one. */
const s3Client = (
  endpoint: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
  checksums: 'WHEN_REQUIRED' | 'WHEN_SUPPORTED' = 'WHEN_REQUIRED',
) =>
  new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
  });

function printResults(downloads: Download[], times: Map<string, number[]>, cpu: CpuLedger) {
  const direct = times.get('direct') ?? [];
  console.log(
    `${sizeMiB} MiB, ${rounds} rounds: MiB/s, ratio to direct (medians), CPU s/GiB (user + kernel)`,
  );
  for (const { label } of downloads) {
    const own = times.get(label) ?? [];
    const ratios = own.map((time, round) => (direct[round] ?? 0) / time);
    console.log(
      `  ${label.padEnd(14)} ${(sizeMiB / (median(own) / 1000)).toFixed(0).padStart(4)} MiB/s  ` +
        `${(median(direct) / median(own)).toFixed(2)}x, per round ${median(ratios).toFixed(2)}x ` +
        `(${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})  ` +
        cpu.cells(label, sizeMiB),
    );
  }
}

const started: Stoppable[] = [];
let direct: S3Client | undefined;
let sdkReader: S3Client | undefined;
try {
  const minio = await startMinio({ drives: 4, name: 'relay-floor' });
  started.unshift(minio);
  const granary = await startGranary({ minioEndpoint: minio.endpoint });
  started.unshift(granary);
  const splice = await startRelay(new URL(minio.endpoint), 'splice', started);
  const copy = await startRelay(new URL(minio.endpoint), 'copy', started);
  const credentials = { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword };
  direct = s3Client(minio.endpoint, credentials);
  await direct.send(new CreateBucketCommand({ Bucket: bucket }));
  await direct.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: Readable.from(randomObject()),
      ContentLength: bytes,
    }),
  );
  await settleForDownloads(direct, bucket, key);
  const token = await logIn(granary.url, minio.rootUser, minio.rootPassword);
  // Every download is read by the same client, node:http, as Granary's is: GetObject as a presigned GET.
  const getObject = (origin: string) => async () => {
    const url = await presignUrl({
      method: 'GET',
      url: new URL(origin),
      path: `/${bucket}/${key}`,
      credentials,
      expiresIn: 3600,
    });
    if ((await drain(await httpGet(url, {}))) !== bytes) throw new Error(`short download from ${origin}`);
  };
  sdkReader = s3Client(minio.endpoint, credentials, 'WHEN_SUPPORTED');
  const reader = sdkReader;
  const downloads: Download[] = [
    { label: 'direct', run: getObject(minio.endpoint) },
    {
      label: 'direct, SDK',
      run: async () => {
        const object = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if ((await drain(object.Body as Readable)) !== bytes) throw new Error('short download by the SDK');
      },
    },
    { label: 'splice relay', run: getObject(splice.url), hopPid: splice.pid },
    { label: 'copying relay', run: getObject(copy.url), hopPid: copy.pid },
    {
      label: 'Granary',
      run: async () => {
        const url = `${granary.url}/api/v1/buckets/${bucket}/objects/download?prefix=${key}`;
        if ((await drain(await httpGet(url, { cookie: `token=${token}` }))) !== bytes)
          throw new Error('short download via Granary');
      },
      hopPid: granaryPid(granary.port),
    },
  ];
  const times = new Map<string, number[]>();
  const cpu = new CpuLedger();
  for (let round = 0; round < rounds; round++)
    for (let turn = 0; turn < downloads.length; turn++) {
      const download = downloads[(round + turn) % downloads.length];
      if (!download) continue;
      const processes = { hop: download.hopPid, MinIO: minio.pid, client: process.pid };
      const time = await cpu.during(download.label, processes, () => timed(download.run));
      times.set(download.label, [...(times.get(download.label) ?? []), time]);
    }
  printResults(downloads, times, cpu);
} finally {
  direct?.destroy();
  sdkReader?.destroy();
  for (const running of started) await running.stop();
}
