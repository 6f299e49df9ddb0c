// Nothing lost, and one log for every replica: real Silo processes receiving a real MinIO's audit
// webhook. MinIO keeps records in its queue while Silo is stopped; two Silos sharing one PostgreSQL
// search the same records.
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startMinio, type MinioServer } from '@silo/tools/minio';
import { createTestDatabase, type TestDatabase } from '@silo/tools/postgres';
import { rootS3 } from '@silo/tools/root-s3';
import { startSilo, type SiloServer } from '@silo/tools/silo-server';
import { api, logInTo } from '../../testing/silo-process.ts';

const token = 'audit-delivery-token-0123456789';

type Found = { api_name: string; user_agent: string | null };

/** `bucket`'s records a Silo finds, oldest first, waiting up to `timeoutMs` for `count` of them. */
async function rowsOf(silo: SiloServer, session: string, bucket: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api(silo, 'GET', `/api/v1/logs/search?fp=bucket:${bucket}&order=timeAsc`, session);
    const rows = (JSON.parse(res.body) as { results: Found[] }).results;
    if (rows.length >= count || Date.now() > deadline) return rows;
    await sleep(250);
  }
}

/** The API names of `bucket`'s records, oldest first. */
const recordsOf = async (...args: Parameters<typeof rowsOf>) =>
  (await rowsOf(...args)).map((row) => row.api_name);

describe('audit delivery through real processes', () => {
  let port: number;
  let dataDir: string;
  let minio: MinioServer;
  let silo: SiloServer | undefined;
  let database: TestDatabase;
  const queueDir = mkdtempSync(join(tmpdir(), 'silo-audit-queue-'));
  /** The entries MinIO keeps on its disk for the target: one file per batch. */
  const queuedFiles = () =>
    readdirSync(queueDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'silo-audit-delivery-'));
    minio = await startMinio({
      drives: 1,
      name: 'audit-delivery',
      env: {
        MINIO_AUDIT_WEBHOOK_ENABLE_SILO: 'on',
        MINIO_AUDIT_WEBHOOK_ENDPOINT_SILO: `http://127.0.0.1:${port}/api/v1/audit/ingest`,
        MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_SILO: token,
        MINIO_AUDIT_WEBHOOK_QUEUE_DIR_SILO: queueDir,
      },
    });
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await silo?.stop();
    await minio?.stop();
    await database?.drop();
  });

  const start = () =>
    startSilo({ minioEndpoint: minio.endpoint, port, dataDir, log: false, env: { SILO_AUDIT_TOKEN: token } });

  it(
    'keeps what MinIO logs while Silo is stopped, in MinIO’s queue, until Silo is back',
    { timeout: 90_000 },
    async () => {
      silo = await start();
      const s3 = rootS3(minio);
      await s3.send(new CreateBucketCommand({ Bucket: 'audit-delivery' }));
      let session = await logInTo(silo, minio.rootUser, minio.rootPassword);
      expect(await recordsOf(silo, session, 'audit-delivery', 1)).toEqual(['PutBucket']);

      await silo.stop();
      for (const key of ['while-down-1.txt', 'while-down-2.txt', 'while-down-3.txt'])
        await s3.send(new PutObjectCommand({ Bucket: 'audit-delivery', Key: key, Body: key }));
      // MinIO cannot deliver them and keeps them on its disk, in its queue directory.
      await expect.poll(queuedFiles, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

      silo = await start();
      session = await logInTo(silo, minio.rootUser, minio.rootPassword);
      expect(await recordsOf(silo, session, 'audit-delivery', 4)).toEqual([
        'PutBucket',
        'PutObject',
        'PutObject',
        'PutObject',
      ]);
    },
  );

  it('names Silo as the user agent of what users do through it', { timeout: 30_000 }, async () => {
    silo ??= await start();
    const session = await logInTo(silo, minio.rootUser, minio.rootPassword);
    expect((await api(silo, 'POST', '/api/v1/buckets', session, { name: 'through-silo' })).status).toBe(201);
    const [created] = await rowsOf(silo, session, 'through-silo', 1);
    expect(created).toMatchObject({ api_name: 'PutBucket', user_agent: expect.stringMatching(/\bSilo\b/) });
  });

  it('two Silos sharing one PostgreSQL search the same records', { timeout: 60_000 }, async () => {
    const env = { SILO_AUDIT_TOKEN: token, SILO_AUDIT_DB: database.url };
    const [a, b] = await Promise.all([
      startSilo({ minioEndpoint: minio.endpoint, log: false, env }),
      startSilo({ minioEndpoint: minio.endpoint, log: false, env }),
    ]);
    try {
      const entry = (index: number) =>
        JSON.stringify({
          time: new Date(Date.UTC(2026, 10, 24, 6, 0, index)).toISOString(),
          api: {
            name: 'GetObject',
            bucket: 'shared-audit',
            object: `o${index}`,
            status: 'OK',
            statusCode: 200,
          },
          requestID: `SHARED${index}`,
        });
      const post = (silo: SiloServer, body: string) =>
        fetch(`${silo.url}/api/v1/audit/ingest`, { method: 'POST', headers: { authorization: token }, body });
      expect((await post(a, `${entry(1)}\n${entry(2)}`)).status).toBe(200);
      expect((await post(b, entry(3))).status).toBe(200);
      for (const silo of [a, b]) {
        const session = await logInTo(silo, minio.rootUser, minio.rootPassword);
        expect(await recordsOf(silo, session, 'shared-audit', 3, 10_000)).toEqual([
          'GetObject',
          'GetObject',
          'GetObject',
        ]);
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
