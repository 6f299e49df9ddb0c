// The heal socket against a real Granary process and the real 4-drive MinIO: a shard removed from one drive
// is put back, and the totals, colours and items say so; bad input and Force Stop answer with reasons.
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { HealMessage, HealProgress } from '@granary/contract';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { rootClient } from '../../testing/harness.ts';
import { openLiveSocket } from '../../testing/live-socket.ts';
import { logInTo } from '../../testing/granary-process.ts';

const minio = testMinio();
const objectDir = (drive: number, bucket: string, key: string) =>
  join(minio.dataDir, `d${drive}`, bucket, key);

describe('the heal socket', () => {
  let granary: GranaryServer;
  let cookie: Record<string, string>;
  /** Opens the socket and waits for the server to close it. */
  const run = async (path: string, headers = cookie) => {
    const { frames, closed } = await openLiveSocket<HealMessage>(granary, path, headers);
    return { code: (await closed).code, frames };
  };

  beforeAll(async () => {
    granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
    cookie = { cookie: `token=${await logInTo(granary, minio.rootUser, minio.rootPassword)}` };
  }, 30_000);
  afterAll(() => granary?.stop());

  it('heals an object missing from one drive, and reports it Yellow before and Green after', async () => {
    const s3 = rootS3(minio);
    const bucket = 'live-heal';
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'fine.txt', Body: 'fine' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'hurt/big.bin', Body: 'x'.repeat(300_000) }));
    rmSync(objectDir(3, bucket, 'hurt/big.bin'), { recursive: true });

    const { frames, code } = await run(`/ws/heal/${bucket}?recursive=true`);
    expect(code).toBe(1000);
    const progress = frames.flatMap((frame) =>
      frame.kind === 'data' && frame.data.event === 'progress' ? [frame.data] : [],
    );
    const last = progress.at(-1);
    expect(last).toMatchObject<Partial<HealProgress>>({
      summary: 'finished',
      objectsScanned: 2,
      objectsHealed: 1,
      bytesScanned: 300_004,
      itemsLeftOut: 0,
    });
    // The bucket and both objects, plus whatever MinIO counts for the bucket's own metadata.
    expect(last?.healthBeforeCols).toMatchObject({ Yellow: 1, Red: 0, Grey: 0 });
    expect(last?.healthAfterCols).toMatchObject({ Yellow: 0, Red: 0, Grey: 0 });
    expect(last?.healthAfterCols.Green).toBe(last?.itemsScanned);
    const items = progress.flatMap((message) => message.items);
    expect(items).toEqual([
      {
        type: 'object',
        name: `${bucket}/hurt/big.bin`,
        size: 300_000,
        before: 'Yellow',
        after: 'Green',
        drives: [1, 2, 3, 4].map((drive) => ({
          endpoint: join(minio.dataDir, `d${drive}`),
          before: drive === 3 ? 'missing' : 'ok',
          after: 'ok',
        })),
      },
    ]);
    expect(existsSync(join(objectDir(3, bucket, 'hurt/big.bin'), 'xl.meta'))).toBe(true);
  });

  it('refuses bad input with the field named, and an unknown bucket with MinIO’s reason', async () => {
    const both = await run('/ws/heal/live-heal?force-start=true&force-stop=true');
    expect(both.code).toBe(1008);
    expect(both.frames).toEqual([
      { kind: 'error', message: 'force-start and force-stop: choose one of them, not both' },
    ]);
    const maybe = await run('/ws/heal/live-heal?recursive=maybe');
    expect(maybe.frames[0]).toEqual({ kind: 'error', message: 'recursive: must be true or false' });
    const slash = await run('/ws/heal/live-heal?prefix=/etc');
    expect(slash.frames[0]).toEqual({ kind: 'error', message: 'prefix: must not start with "/"' });
    const invalid = await run('/ws/heal/Bad_Name');
    expect(invalid.frames[0]).toMatchObject({ kind: 'error', message: expect.stringMatching(/^bucket: /) });
    const missing = await run('/ws/heal/live-heal-nowhere');
    expect(missing.code).toBe(1008);
    expect(missing.frames[0]).toMatchObject({
      kind: 'error',
      message: "Bucket 'live-heal-nowhere' does not exist.",
    });
  });

  it('Force Stop says whether MinIO knew a heal on the path, and who started it', async () => {
    const known = await run('/ws/heal/live-heal?force-stop=true');
    expect(known.code).toBe(1000);
    // The first test's heal: MinIO keeps an ended heal for ten minutes.
    expect(known.frames).toEqual([
      {
        kind: 'data',
        data: { event: 'stopped', found: true, startTime: expect.any(String), startedBy: '127.0.0.1' },
      },
    ]);
    const none = await run('/ws/heal/live-heal?prefix=never-healed/&force-stop=true');
    expect(none.frames).toEqual([{ kind: 'data', data: { event: 'stopped', found: false } }]);
  });

  it('refuses a user whose policy does not allow heal, saying why', async () => {
    const admin = rootClient(minio);
    await admin.addUser('heal-reader', 'heal-reader-secret');
    await admin.setPolicy({ policyNames: ['readonly'], entityName: 'heal-reader', isGroup: false });
    try {
      const reader = { cookie: `token=${await logInTo(granary, 'heal-reader', 'heal-reader-secret')}` };
      const { frames, code } = await run('/ws/heal/live-heal', reader);
      expect(code).toBe(1008);
      expect(frames[0]).toMatchObject({
        kind: 'error',
        // The REST answer to the same refusal (issue 37): one error map for both.
        message: expect.stringMatching(/^Access denied: your account's policy does not allow this\./),
      });
    } finally {
      await admin.removeUser('heal-reader');
    }
  });
});
