import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { rootS3 } from '@granary/tools/root-s3';
import { describe, expect, it } from 'vitest';
import { rootClient, target, uniqueName } from './test-targets.ts';
import type { NotificationRecord, TraceInfo } from './types/streams.ts';

describe('streaming calls', () => {
  it('trace yields the S3 calls made meanwhile and stops on break', async () => {
    const admin = rootClient();
    const poke = setInterval(
      () => void fetch(`${target().endpoint}/granary-trace-probe/obj`).then((r) => r.body?.cancel()),
      200,
    );
    const seen: TraceInfo[] = [];
    try {
      for await (const item of admin.trace({ s3: true })) {
        seen.push(item);
        if (item.path.includes('granary-trace-probe')) break;
      }
    } finally {
      clearInterval(poke);
    }
    const last = seen.at(-1);
    expect(last?.funcname).toMatch(/^s3\./);
    expect(last?.http?.request.method).toBe('GET');
    // After break the connection is closed: a new admin call still works and no stream hangs the test.
    await expect(admin.storageInfo()).resolves.toBeDefined();
  });

  it('an AbortSignal ends the stream cleanly', async () => {
    const controller = new AbortController();
    // eslint-disable-next-line no-restricted-syntax -- the input: a stream left open 1.5 s, then aborted; when it ends is what is checked.
    setTimeout(() => controller.abort(), 1_500);
    const started = Date.now();
    const items: unknown[] = [];
    for await (const item of rootClient(target('minioSingle')).trace({ s3: true, signal: controller.signal }))
      items.push(item);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('serverLogs streams until aborted', async () => {
    const controller = new AbortController();
    // eslint-disable-next-line no-restricted-syntax -- the input: a stream left open 1.5 s, then aborted; when it ends is what is checked.
    setTimeout(() => controller.abort(), 1_500);
    const started = Date.now();
    for await (const item of rootClient().serverLogs({ limit: 5, signal: controller.signal }))
      expect(item).toHaveProperty('level');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });

  it('a failing stream request rejects with MadminError before yielding', async () => {
    const stream = rootClient().stream('/no-such-stream', {});
    await expect(stream.next()).rejects.toMatchObject({ code: 'XMinioAdminVersionMismatch', status: 426 });
  });

  it("listens to a bucket's events, filtered by prefix and suffix, and says why when the bucket is missing", async () => {
    const bucket = uniqueName('listen');
    const s3 = rootS3(target());
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const controller = new AbortController();
    const seen: NotificationRecord[] = [];
    const listening = (async () => {
      for await (const record of rootClient().listenBucketNotification(bucket, {
        // Several values of one key: signed and sent in the same order, or MinIO refuses the signature.
        events: ['s3:ObjectRemoved:*', 's3:ObjectCreated:*', 's3:ObjectAccessed:*'],
        prefix: 'in/',
        suffix: '.txt',
        signal: controller.signal,
      })) {
        seen.push(record);
        controller.abort();
      }
    })();
    await expect
      .poll(
        async () => {
          await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'out/skipped.txt', Body: 'x' }));
          await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/kept.txt', Body: 'hello' }));
          return seen.length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await listening;
    expect(seen[0]).toMatchObject({
      eventName: 's3:ObjectCreated:Put',
      s3: { object: { key: 'in/kept.txt', size: 5 } },
    });
    const missing = rootClient().listenBucketNotification(uniqueName('nowhere'), {
      events: ['s3:ObjectCreated:*'],
    });
    await expect(missing.next()).rejects.toMatchObject({ code: 'NoSuchBucket', status: 404 });
  });
});
