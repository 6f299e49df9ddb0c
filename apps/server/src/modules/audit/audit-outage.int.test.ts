// Records posted while PostgreSQL is stopped wait in Granary and are written once it is back. Its own
// PostgreSQL cluster, which the test stops and starts.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '@granary/tools/minio/provided';
import { startPrivatePostgres, type PrivatePostgres } from '@granary/tools/private-postgres';
import { type Harness, startHarness } from '../../testing/harness.ts';

const minio = inject('minio');
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
    h.t.app.inject({
      method: 'POST',
      url: '/api/v1/audit/ingest',
      headers: { authorization: token },
      payload: Array.from({ length: to - from }, (_, i) => entry(from + i)).join('\n'),
    });
  const stored = async () =>
    (await h.call('GET', '/api/v1/logs/search?fp=bucket:outage&pageSize=100')).json<{ results: unknown[] }>()
      .results?.length;

  it(
    'buffers them and writes them afterwards; the session says when search is off',
    { timeout: 60_000 },
    async () => {
      expect((await ingest(0, 10)).statusCode).toBe(200);
      await h.t.app.auditWriter.flush();
      expect(await stored()).toBe(10);

      postgres.stop();
      expect((await ingest(10, 20)).statusCode).toBe(200);
      await expect.poll(() => h.t.app.auditWriter.stats.failedWrites, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(h.t.app.auditWriter.stats.buffered).toBe(10);
      expect(await h.t.app.storeHealth.check()).toBe(false);
      expect((await h.call('GET', '/api/v1/session')).json().features).not.toContain('log-search');
      await sleep(2_000);

      postgres.start();
      await expect.poll(() => h.t.app.auditWriter.stats.buffered, { timeout: 20_000 }).toBe(0);
      expect(await stored()).toBe(20);
      expect(await h.t.app.storeHealth.check()).toBe(true);
    },
  );
});
