// The Audit Logs page's warnings, from real sources: a MinIO whose audit target cannot be reached (so it
// reports it offline and queues its records), a Prometheus scraping that MinIO, and records Granary
// could not read.
import { apiEndpoints } from '@granary/contract';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { AuditStatus } from '@granary/contract';
import { freePort, granaryAuditWebhookEnv, startMinio, type MinioServer } from '@granary/tools/minio';
import { startPrometheus, type PrometheusServer } from '@granary/tools/prometheus';
import { rootS3 } from '@granary/tools/root-s3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness.ts';

const token = 'audit-status-token-0123456789';

describe('the audit log status', () => {
  let minio: MinioServer;
  let prometheus: PrometheusServer;
  let h: Harness;

  beforeAll(async () => {
    // Nobody listens on the target's port: MinIO keeps its records in the queue directory.
    const deadPort = await freePort();
    minio = await startMinio({
      drives: 1,
      name: 'audit-status',
      env: granaryAuditWebhookEnv(
        `http://127.0.0.1:${deadPort}`,
        token,
        mkdtempSync(join(tmpdir(), 'granary-audit-status-queue-')),
      ),
    });
    prometheus = await startPrometheus({ minioEndpoints: [minio.endpoint], scrapeIntervalSeconds: 1 });
    h = await startHarness(minio, {
      env: {
        GRANARY_AUDIT_TOKEN: token,
        CONSOLE_PROMETHEUS_URL: prometheus.url,
        CONSOLE_PROMETHEUS_JOB_ID: prometheus.jobId,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await prometheus?.stop();
    await minio?.stop();
  });

  const status = async () => {
    const res = await h.api(apiEndpoints.auditLog.status);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditStatus>();
  };

  it('says MinIO reports its target offline and failing to send', { timeout: 60_000 }, async () => {
    const s3 = rootS3(minio);
    await s3.send(new CreateBucketCommand({ Bucket: 'audit-status' }));
    for (let index = 0; index < 5; index++)
      await s3.send(new PutObjectCommand({ Bucket: 'audit-status', Key: `o${index}`, Body: 'x' }));

    // MinIO counts its failed sends; its queue length leaves out the batches in the queue directory.
    const failedLately = async () =>
      (await status()).queues.items.find((item) => item.target === 'audit-GRANARY')?.failedLately ?? 0;
    await expect.poll(failedLately, { timeout: 30_000 }).toBeGreaterThan(0);
    const { queues, targets } = await status();
    expect(queues.known).toBe(true);
    // The same name on both sides: the page joins them.
    expect(targets.items).toEqual([{ name: 'audit-GRANARY', online: false }]);
  });

  it('counts the records kept as they came, and the newest one’s arrival', async () => {
    const before = await status();
    const ingest = await h.api(
      apiEndpoints.auditLog.ingest,
      {},
      {
        as: null,
        headers: { authorization: token },
        payload: [
          'this is not JSON',
          JSON.stringify({ time: '+275760-09-13T00:00:00Z', api: { name: 'GetObject' } }),
        ].join('\n'),
      },
    );
    expect(ingest.statusCode, ingest.body).toBe(200);
    const after = await status();
    expect(after.unreadable - before.unreadable).toBe(1);
    expect(after.withProblems - before.withProblems).toBe(2);
    expect(Date.parse(after.latestProblemAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(after.lost).toBe(0);
  });

  it('answers without Prometheus, saying its queues are unknown', async () => {
    const bare = await startHarness(minio, { env: { GRANARY_AUDIT_TOKEN: token } });
    try {
      const res = await bare.api(apiEndpoints.auditLog.status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AuditStatus>().queues).toEqual({
        known: false,
        reason: 'no Prometheus is configured',
        items: [],
      });
    } finally {
      await bare.close();
    }
  });
});
