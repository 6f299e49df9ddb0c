// Part "transfers": one file uploaded and downloaded through each console's HTTP API as its web UI does,
// and straight to MinIO with the AWS SDK; with each server's peak RSS meanwhile (part "memory").
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { drain, httpGet, median, rssPeaks, settleForDownloads, timed } from '../bench-kit.ts';
import type { Peer, PeerName } from './peers.ts';
import { compare, mib, mibPerSecond, perPeer, rotate } from './results.ts';
import { objectsBucket } from './seed.ts';
import type { Bench } from './setup.ts';

const direct = 'direct S3';
type Side = PeerName | typeof direct;
const keyOf = (side: Side) => `transfers/${side === direct ? 'direct' : `via-${side}`}.bin`;
/** Every download reads this one object (settled, read once before), so none reads a different layout. */
const downloadKey = keyOf(direct);

async function writeTestFile(file: string, sizeMiB: number) {
  const chunk = randomBytes(1024 * 1024);
  const out = createWriteStream(file);
  for (let i = 0; i < sizeMiB; i++)
    if (!out.write(chunk)) await new Promise<void>((done) => out.once('drain', () => done()));
  await new Promise<void>((done) => out.end(() => done()));
}

export async function transfers(bench: Bench) {
  const { sizeMiB, transferRounds: rounds } = bench.config;
  const bytes = sizeMiB * 1024 * 1024;
  const file = path.join(tmpdir(), `granary-bench-versus-${sizeMiB}MiB.bin`);
  const s3 = new S3Client({
    endpoint: bench.minio.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: bench.minio.rootUser, secretAccessKey: bench.minio.rootPassword },
  });
  const rss = rssPeaks(
    bench.peers.map((peer) => peer.pid),
    100,
  );
  const speeds = new Map<string, number[]>();
  const peaks = new Map<string, number>();
  /** One transfer: its MiB/s, and the peak RSS of the console that served it. */
  const run = async (what: 'upload' | 'download', side: Side, transfer: () => Promise<unknown>) => {
    rss.reset();
    const label = `${what} ${side}`;
    const elapsed = await timed(transfer).catch((error: unknown) => {
      throw new Error(`${label} failed`, { cause: error });
    });
    speeds.set(label, [...(speeds.get(label) ?? []), sizeMiB / (elapsed / 1000)]);
    const peer = bench.peers.find((candidate) => candidate.name === side);
    if (peer) peaks.set(label, Math.max(peaks.get(label) ?? 0, rss.peak(peer.pid)));
  };
  const upload = (side: Side, peer?: Peer) => () =>
    run('upload', side, () =>
      peer
        ? peer.upload(bench.tokens[peer.name], file, objectsBucket, keyOf(side))
        : new Upload({
            client: s3,
            params: { Bucket: objectsBucket, Key: keyOf(side), Body: createReadStream(file) },
          }).done(),
    );
  const download = (side: Side, peer?: Peer) => () =>
    run('download', side, async () => {
      const body = peer
        ? await httpGet(peer.downloadUrl(objectsBucket, downloadKey), {
            cookie: `token=${bench.tokens[peer.name]}`,
          })
        : ((await s3.send(new GetObjectCommand({ Bucket: objectsBucket, Key: downloadKey })))
            .Body as Readable);
      const got = await drain(body);
      if (got !== bytes) throw new Error(`${side} downloaded ${got} bytes of ${bytes}`);
    });
  const uploads = [...bench.peers.map((peer) => upload(peer.name, peer)), upload(direct)];
  const downloads = [...bench.peers.map((peer) => download(peer.name, peer)), download(direct)];
  try {
    await writeTestFile(file, sizeMiB);
    console.log(`transfers: ${sizeMiB} MiB, ${rounds} round(s) (each side goes first in turn)`);
    for (let round = 0; round < rounds; round++) {
      for (const step of rotate(uploads, round)) await step();
      if (round === 0) await checkSizes(s3, bytes);
      await settleForDownloads(s3, objectsBucket, downloadKey);
      for (const step of rotate(downloads, round)) await step();
    }
  } finally {
    rss.stop();
    s3.destroy();
    rmSync(file, { force: true });
  }
  for (const [label, values] of speeds)
    console.log(`  ${label.padEnd(20)} ${values.map((value) => value.toFixed(0)).join(', ')} MiB/s`);
  for (const what of ['upload', 'download'] as const) {
    const directSpeed = median(speeds.get(`${what} ${direct}`) ?? []).toFixed(0);
    const how = what === 'upload' ? 'lib-storage defaults' : 'GetObject';
    compare(
      `${what}, ${sizeMiB} MiB (direct S3, ${how}: ${directSpeed} MiB/s)`,
      bySide(speeds, what),
      mibPerSecond,
    );
  }
  const peak = perPeer();
  for (const peer of bench.peers)
    peak[peer.name].push(
      Math.max(peaks.get(`upload ${peer.name}`) ?? 0, peaks.get(`download ${peer.name}`) ?? 0),
    );
  for (const [label, value] of peaks) console.log(`  peak RSS during ${label.padEnd(16)} ${mib(value)}`);
  compare(`server RSS, peak during the ${sizeMiB} MiB transfers`, peak, mib);
}

const bySide = (speeds: Map<string, number[]>, what: string) => ({
  Granary: speeds.get(`${what} Granary`) ?? [],
  'v1.7.6': speeds.get(`${what} v1.7.6`) ?? [],
});

/** Each upload landed under its key with the file's size: the consoles took the key as meant. */
async function checkSizes(s3: S3Client, bytes: number) {
  for (const side of ['Granary', 'v1.7.6', direct] as const) {
    const head = await s3.send(new HeadObjectCommand({ Bucket: objectsBucket, Key: keyOf(side) }));
    if (head.ContentLength !== bytes) throw new Error(`${keyOf(side)} has ${head.ContentLength} bytes`);
  }
}
