// Records posted while PostgreSQL is stopped are refused (503) so that MinIO keeps them and posts them again;
// nothing is answered 200 before it is stored. Its own PostgreSQL cluster, which the test stops and starts.
import { apiEndpoints, type ApiError } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { startPrivatePostgres, type PrivatePostgres } from '@granary/tools/private-postgres';
import { type Harness, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const token = 'audit-outage-token-0123456789';

const entry = (index: number) =>
  JSON.stringify({
    time: new Date(Date.UTC(2026, 10, 24, 7, 0, index)).toISOString(),
    api: { name: 'PutObject', bucket: 'outage', object: `o${index}`, status: 'OK', statusCode: 200 },
    requestID: `OUT${index}`,
  });

describe('audit records while the shared PostgreSQL is briefly stopped', () => {
  let postgres: PrivatePostgres;
  let h: Harness;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    h = await startHarness(minio, { env: { GRANARY_AUDIT_TOKEN: token, GRANARY_AUDIT_DB: postgres.url } });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    postgres?.remove();
  });

  const ingest = (from: number, to: number) =>
    h.api(
      apiEndpoints.auditLog.ingest,
      {},
      {
        as: null,
        headers: { authorization: token },
        payload: Array.from({ length: to - from }, (_, i) => entry(from + i)).join('\n'),
      },
    );
  const stored = async () =>
    (await h.api(apiEndpoints.auditLog.search, { query: { fp: 'bucket:outage', pageSize: '100' } })).json<{
      results: unknown[];
    }>().results?.length;

  it(
    'refuses them while it is stopped, stores them once when posted again, and says when search is off',
    { timeout: 60_000 },
    async () => {
      expect((await ingest(0, 10)).statusCode).toBe(200);
      expect(await stored()).toBe(10);

      postgres.stop();
      const refused = await ingest(10, 20);
      expect(refused.statusCode).toBe(503);
      expect(refused.json<ApiError>().message).toBe('Audit records cannot be stored now: try again');
      expect(h.t.app.auditWriter.stats.failedWrites).toBeGreaterThan(0);
      expect(await h.t.app.storeHealth.check()).toBe(false);
      expect((await h.api(apiEndpoints.session.session)).json().features).not.toContain('log-search');

      postgres.start();
      // As MinIO does: the same records again, until they are taken; the first ten come once more too.
      await expect.poll(async () => (await ingest(0, 20)).statusCode, { timeout: 20_000 }).toBe(200);
      expect(await stored()).toBe(20);
      expect(await h.t.app.storeHealth.check()).toBe(true);
    },
  );
});
