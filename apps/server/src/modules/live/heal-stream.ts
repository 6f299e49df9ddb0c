import type { HealMessage, healQuerySchema } from '@granary/contract';
import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { MadminError, type AdminClient } from '@granary/madmin';
import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { httpError } from '../../lib/http-error.ts';
import { bucketNotFound } from '../../lib/storage-errors.ts';
import type { RequestClients } from '../../plugins/request-clients.ts';
import { s3Code } from '../../plugins/s3-client.ts';
import { HealTally } from './heal-progress.ts';

/** Spec 2 §7: MinIO's heal status is read once a second. */
const pollIntervalMs = 1_000;

type HealRun = {
  clients: Pick<RequestClients, 'admin' | 's3'>;
  bucket: string;
  query: z.output<typeof healQuerySchema>;
  signal: AbortSignal;
  send(message: HealMessage): void;
  log: FastifyBaseLogger;
};

/**
 * Force Stop stops the heal on that path and says whether MinIO knew one there. Otherwise the heal starts (Force Start
 * replacing one that runs) and its totals follow each poll until MinIO finishes it. A heal stopped from
 * elsewhere is a failure. When the browser leaves first (or a poll fails), the heal is stopped too:
 * nobody would read its items, and MinIO pauses a heal whose items wait unread, holding its path a day.
 */
export async function runHeal({ clients, bucket, query, signal, send, log }: HealRun): Promise<void> {
  const { admin } = clients;
  const prefix = query.prefix;
  if (query['force-stop'] === 'true') {
    const stopped = await admin.stopHeal(bucket, prefix);
    const found = stopped.clientToken !== 'unknown';
    send({
      event: 'stopped',
      found,
      ...(found && { startTime: stopped.startTime, startedBy: stopped.clientAddress }),
    });
    return;
  }
  await refuseUnknownBucket(clients.s3, bucket);
  const started = await admin.startHeal(bucket, prefix, {
    recursive: query.recursive === 'true',
    forceStart: query['force-start'] === 'true',
  });
  const tally = new HealTally();
  let over = false;
  try {
    for (;;) {
      const status = await pollHeal(admin, bucket, prefix, started.clientToken);
      over = status.Summary !== 'running' && status.Summary !== 'not started';
      if (status.Summary === 'stopped')
        throw httpError(
          'minioFailed',
          `The heal was stopped before it finished: ${status.Detail || 'by Force Stop'}.`,
        );
      send(tally.add(status));
      if (over) return;
      await sleep(pollIntervalMs, undefined, { signal });
    }
  } finally {
    if (!over)
      await admin.stopHeal(bucket, prefix).catch((error: unknown) => {
        log.warn({ err: error }, `could not stop the heal of ${bucket}/${prefix} nobody reads any more`);
      });
  }
}

/**
 * MinIO starts a heal of a bucket that does not exist and then stops it with an internal error; asked
 * first, S3 says plainly. Any other answer (a user allowed to heal but not to read the bucket) is left to
 * the heal call, which says what MinIO thinks of it.
 */
async function refuseUnknownBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    // A HEAD answer has no body to name the bucket.
    if (s3Code(error) === 'NotFound') throw bucketNotFound(bucket);
  }
}

/** A heal stopped by Force Stop is gone from MinIO at once: its next poll finds no such heal. */
async function pollHeal(admin: AdminClient, bucket: string, prefix: string, token: string) {
  try {
    return await admin.healStatus(bucket, prefix, token);
  } catch (error) {
    if (error instanceof MadminError && error.code === 'XMinioHealNoSuchProcess')
      return { Summary: 'stopped' as const, StartTime: '', Items: null };
    throw error;
  }
}
