// Nothing lost, and one log for every replica: real Granary processes receiving a real MinIO's audit
// webhook. MinIO keeps records in its queue while Granary is stopped; two Granaries sharing one PostgreSQL
// search the same records.
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { apiEndpoints, type AuditSearchQuery } from '@granary/contract';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, granaryAuditWebhookEnv, startMinio, type MinioServer } from '@granary/tools/minio';
import { createTestDatabase, type TestDatabase } from '@granary/tools/postgres';
import { rootS3 } from '@granary/tools/root-s3';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { apiCaller, rootClient } from '../../testing/harness.ts';
import { logInTo } from '../../testing/granary-process.ts';

const token = 'audit-delivery-token-0123456789';
/** How long MinIO's audit webhook may take to deliver a record. */
const delivery = { timeout: 20_000, interval: 250 };

type Found = {
  kind: string;
  remote_host: string | null;
  access_key: string | null;
  parent_user: string | null;
  api_name: string;
  object: string | null;
  user_agent: string | null;
  request_id: string | null;
  response_status_code: number | null;
};

/** A search of a Granary's audit log, with a session. */
const search = async (granary: GranaryServer, session: string, query: AuditSearchQuery) =>
  (await apiCaller(granary.url, session)(apiEndpoints.auditLog.search, { query })).json<{
    results: Found[];
  }>().results;

/** `bucket`'s records a Granary finds, oldest first. */
const rowsOf = (granary: GranaryServer, session: string, bucket: string) =>
  search(granary, session, { fp: `bucket:${bucket}`, order: 'timeAsc' });

/** Every record a search finds, page by page. */
async function searchAll(granary: GranaryServer, session: string, fp: string[]): Promise<Found[]> {
  const found: Found[] = [];
  for (let pageNo = 0; ; pageNo++) {
    const page = await search(granary, session, { fp, pageSize: 1000, pageNo });
    found.push(...page);
    if (page.length < 1000) return found;
  }
}

/** The API names of `bucket`'s records, oldest first. */
const recordsOf = async (...args: Parameters<typeof rowsOf>) =>
  (await rowsOf(...args)).map((row) => row.api_name);

describe('audit delivery through real processes', () => {
  let port: number;
  let dataDir: string;
  let minio: MinioServer;
  let granary: GranaryServer | undefined;
  let database: TestDatabase;
  const queueDir = mkdtempSync(join(tmpdir(), 'granary-audit-queue-'));
  /** The entries MinIO keeps on its disk for the target: one file per batch. */
  const queuedFiles = () =>
    readdirSync(queueDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'granary-audit-delivery-'));
    // Four drives: a heal needs an erasure-coded setup.
    minio = await startMinio({
      drives: 4,
      name: 'audit-delivery',
      env: granaryAuditWebhookEnv(`http://127.0.0.1:${port}`, token, queueDir),
    });
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await granary?.stop();
    await minio?.stop();
    await database?.drop();
  });

  const start = (env: Record<string, string> = {}) =>
    startGranary({
      minioEndpoint: minio.endpoint,
      port,
      dataDir,
      log: false,
      env: { GRANARY_AUDIT_TOKEN: token, ...env },
    });

  it(
    'keeps what MinIO logs while Granary is stopped, in MinIO’s queue, until Granary is back',
    { timeout: 90_000 },
    async () => {
      granary = await start();
      const s3 = rootS3(minio);
      await s3.send(new CreateBucketCommand({ Bucket: 'audit-delivery' }));
      let session = await logInTo(granary, minio.rootUser, minio.rootPassword);
      const first = granary;
      await expect.poll(() => recordsOf(first, session, 'audit-delivery'), delivery).toEqual(['PutBucket']);

      await granary.stop();
      for (const key of ['while-down-1.txt', 'while-down-2.txt', 'while-down-3.txt'])
        await s3.send(new PutObjectCommand({ Bucket: 'audit-delivery', Key: key, Body: key }));
      // MinIO cannot deliver them and keeps them on its disk, in its queue directory.
      await expect.poll(queuedFiles, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

      const back = (granary = await start());
      session = await logInTo(back, minio.rootUser, minio.rootPassword);
      await expect
        .poll(() => recordsOf(back, session, 'audit-delivery'), delivery)
        .toEqual(['PutBucket', 'PutObject', 'PutObject', 'PutObject']);
    },
  );

  it('names Granary as the user agent of what users do through it', { timeout: 30_000 }, async () => {
    const server = (granary ??= await start());
    const session = await logInTo(server, minio.rootUser, minio.rootPassword);
    const created = await apiCaller(server.url, session)(apiEndpoints.buckets.create, {
      body: { name: 'through-granary' },
    });
    expect(created.statusCode).toBe(201);
    await expect
      .poll(async () => (await rowsOf(server, session, 'through-granary'))[0], delivery)
      .toMatchObject({
        api_name: 'PutBucket',
        user_agent: expect.stringMatching(/\bGranary\b/),
      });
  });

  it(
    'keeps the trail going through a heal, a nameless anonymous request and whatever follows them',
    { timeout: 120_000 },
    async () => {
      const server = (granary ??= await start());
      const session = await logInTo(server, minio.rootUser, minio.rootPassword);
      const s3 = rootS3(minio);
      await s3.send(new CreateBucketCommand({ Bucket: 'audit-heal' }));
      await s3.send(new PutObjectCommand({ Bucket: 'audit-heal', Key: 'dir/healed.txt', Body: 'heal me' }));
      // A heal from the Heal page: MinIO audits each object it heals, with no API name and no status.
      const admin = rootClient(minio);
      const heal = await admin.startHeal('audit-heal', '', { recursive: true });
      await expect
        .poll(async () => (await admin.healStatus('audit-heal', '', heal.clientToken)).Summary, {
          timeout: 30_000,
        })
        .toBe('finished');
      // MinIO refuses this before it knows the API: its record names none.
      const refused = await fetch(`${minio.endpoint}/%00/`, { headers: { 'user-agent': 'audit-nul-probe' } });
      expect(refused.status).toBe(400);
      await s3.send(new PutObjectCommand({ Bucket: 'audit-heal', Key: 'after.txt', Body: 'later' }));

      const find = (...fp: string[]) => search(server, session, { fp });
      await expect
        .poll(async () => (await find('bucket:audit-heal', 'object:after.txt')).length, {
          timeout: 30_000,
        })
        .toBe(1);
      expect(await find('bucket:audit-heal', 'kind:heal')).toContainEqual(
        expect.objectContaining({ kind: 'heal', api_name: 'HealObject', object: 'dir/healed.txt' }),
      );
      expect(await find('user_agent:audit-nul-probe')).toEqual([
        expect.objectContaining({ kind: 'request', api_name: '', response_status_code: 400 }),
      ]);
      // Nothing waits behind them in MinIO's queue.
      await expect.poll(queuedFiles, { timeout: 15_000 }).toBe(0);
    },
  );

  it(
    'loses nothing and doubles nothing when Granary is killed while MinIO delivers',
    { timeout: 180_000 },
    async () => {
      const first = (granary ??= await start());
      const s3 = rootS3(minio);
      await s3.send(new CreateBucketCommand({ Bucket: 'audit-killed' }));
      const keys = Array.from({ length: 300 }, (_, index) => `k${index}.txt`);
      const writing = (async () => {
        for (let index = 0; index < keys.length; index += 10)
          await Promise.all(
            keys
              .slice(index, index + 10)
              .map((Key) => s3.send(new PutObjectCommand({ Bucket: 'audit-killed', Key, Body: Key }))),
          );
      })();
      // Killed while records are arriving: whatever it had not answered, MinIO posts again.
      let session = await logInTo(first, minio.rootUser, minio.rootPassword);
      await expect
        .poll(async () => (await rowsOf(first, session, 'audit-killed')).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
      process.kill(first.pid, 'SIGKILL');
      await first.stop();
      await writing;
      const second = (granary = await start());
      session = await logInTo(second, minio.rootUser, minio.rootPassword);
      const puts = async () =>
        (await searchAll(second, session, ['bucket:audit-killed', 'api_name:PutObject'])).map(
          (row) => row.object,
        );
      await expect
        .poll(async () => (await puts()).length, { timeout: 90_000, interval: 1_000 })
        .toBeGreaterThanOrEqual(keys.length);
      const stored = await puts();
      expect(stored.toSorted()).toEqual(keys.toSorted());
    },
  );

  it('refuses an anonymous post before reading its body', { timeout: 30_000 }, async () => {
    const server = (granary ??= await start());
    const { request } = await import('node:http');
    const answer = await new Promise<number>((resolve, reject) => {
      const post = request(`${server.url}${apiEndpoints.auditLog.ingest.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(16 * 1024 * 1024) },
      });
      post.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        post.destroy();
      });
      post.on('error', reject);
      // One megabyte of the sixteen announced; the rest never comes.
      post.write(Buffer.alloc(1024 * 1024, 'x'));
    });
    expect(answer).toBe(401);
  });

  it(
    'tells MinIO who acts and from where: the browser’s address and user agent, and the user',
    { timeout: 60_000 },
    async () => {
      await granary?.stop();
      // Behind a proxy Granary is told to believe, the browser's address is the forwarded one.
      const server = (granary = await start({ GRANARY_TRUST_PROXY: 'on' }));
      const session = await logInTo(server, minio.rootUser, minio.rootPassword);
      const created = await apiCaller(server.url, session)(
        apiEndpoints.buckets.create,
        { body: { name: 'audit-who' } },
        { headers: { 'user-agent': 'who-probe/1.0 (X11)', 'x-forwarded-for': '203.0.113.9' } },
      );
      expect(created.statusCode).toBe(201);
      await expect
        .poll(async () => (await rowsOf(server, session, 'audit-who'))[0], delivery)
        .toMatchObject({
          api_name: 'PutBucket',
          remote_host: '203.0.113.9',
          user_agent: 'Granary (who-probe/1.0 (X11))',
          parent_user: minio.rootUser,
          access_key: expect.any(String),
        });
    },
  );

  it('two Granaries sharing one PostgreSQL search the same records', { timeout: 60_000 }, async () => {
    const env = { GRANARY_AUDIT_TOKEN: token, GRANARY_AUDIT_DB: database.url };
    const [a, b] = await Promise.all([
      startGranary({ minioEndpoint: minio.endpoint, log: false, env }),
      startGranary({ minioEndpoint: minio.endpoint, log: false, env }),
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
      const post = (granary: GranaryServer, body: string) =>
        apiCaller(granary.url)(
          apiEndpoints.auditLog.ingest,
          {},
          { payload: body, headers: { authorization: token } },
        );
      expect((await post(a, `${entry(1)}\n${entry(2)}`)).statusCode).toBe(200);
      expect((await post(b, entry(3))).statusCode).toBe(200);
      for (const granary of [a, b]) {
        const session = await logInTo(granary, minio.rootUser, minio.rootPassword);
        await expect
          .poll(() => recordsOf(granary, session, 'shared-audit'), { timeout: 10_000, interval: 250 })
          .toEqual(['GetObject', 'GetObject', 'GetObject']);
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
