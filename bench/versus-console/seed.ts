// The data both consoles are measured on, put straight into MinIO. What a kept data directory
// (BENCH_DATA_DIR) already holds is listed and not put again.
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  ListBucketsCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Agent } from 'node:http';
import { ms, timed } from '../bench-kit.ts';

/** Holds the folders of the walk, deep-link and memory parts and the transferred files. */
export const objectsBucket = 'versus-objects';
export const folderOf = (keys: number) => `walk-${keys}/`;
/** Zero-padded, so the listing's order is the numbers' order and the last key is known. */
export const objectName = (index: number) => `obj-${String(index).padStart(9, '0')}`;
const bucketName = (index: number) => `versus-bucket-${String(index).padStart(4, '0')}`;
const seedConcurrency = 64;

export function seedClient(endpoint: string, credentials: { accessKeyId: string; secretAccessKey: string }) {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 128 }) },
  });
}

export async function ensureBucket(s3: S3Client, name: string) {
  const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
  if (!Buckets.some((bucket) => bucket.Name === name))
    await s3.send(new CreateBucketCommand({ Bucket: name }));
}

async function parallel(count: number, concurrency: number, run: (index: number) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) await run(index);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** `count` tiny objects under `prefix`: the missing ones are put with 64 parallel PutObject. */
export async function ensureKeys(s3: S3Client, prefix: string, count: number) {
  const present = new Set<string>();
  const listing = await timed(async () => {
    for await (const page of paginateListObjectsV2(
      { client: s3, pageSize: 1000 },
      { Bucket: objectsBucket, Prefix: prefix },
    ))
      for (const object of page.Contents ?? []) if (object.Key) present.add(object.Key);
  });
  const missing = Array.from({ length: count }, (_, index) => `${prefix}${objectName(index)}`).filter(
    (key) => !present.has(key),
  );
  if (missing.length === 0) {
    console.log(`  ${prefix}: ${count} keys already there (listed in ${ms(listing).trim()})`);
    return;
  }
  const seeding = await timed(() =>
    parallel(missing.length, seedConcurrency, (index) =>
      s3.send(new PutObjectCommand({ Bucket: objectsBucket, Key: missing[index], Body: `${index}` })),
    ),
  );
  console.log(
    `  ${prefix}: put ${missing.length} of ${count} keys in ${(seeding / 1000).toFixed(1)} s ` +
      `(${seedConcurrency} parallel PutObject, ${((missing.length / seeding) * 1000).toFixed(0)}/s)`,
  );
}

/** Exactly `count` buckets named versus-bucket-NNNN (extra ones from a larger earlier run are removed). */
export async function ensureBuckets(s3: S3Client, count: number) {
  const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
  const present = new Set(Buckets.map((bucket) => bucket.Name ?? ''));
  const wanted = Array.from({ length: count }, (_, index) => bucketName(index));
  const missing = wanted.filter((name) => !present.has(name));
  const wantedSet = new Set(wanted);
  const extra = [...present].filter((name) => /^versus-bucket-\d{4}$/.test(name) && !wantedSet.has(name));
  const elapsed = await timed(async () => {
    await parallel(missing.length, 32, (i) => s3.send(new CreateBucketCommand({ Bucket: missing[i] })));
    await parallel(extra.length, 32, (i) => s3.send(new DeleteBucketCommand({ Bucket: extra[i] })));
  });
  console.log(
    `  ${count} buckets: ${missing.length} created, ${extra.length} removed in ${ms(elapsed).trim()}`,
  );
}
