// The ingest and the search on both stores: the embedded PGlite and a fresh database on the machine's
// PostgreSQL. The entries are posted as MinIO's audit webhook posts them.
import { apiEndpoints, type ApiError, type AuditSearchQuery } from '@granary/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { createTestDatabase, type TestDatabase } from '@granary/tools/postgres';
import { type Harness, logIn, rootClient, startHarness } from '../../testing/harness.ts';

const minio = testMinio();
const token = 'audit-int-token-0123456789';

function entry(index: number, over: Record<string, unknown> = {}) {
  return {
    version: '1',
    time: new Date(Date.UTC(2026, 10, 24, 5, 0, index)).toISOString(),
    trigger: 'incoming',
    api: {
      name: index % 3 === 0 ? 'GetObject' : 'PutObject',
      bucket: index % 2 === 0 ? 'photos' : 'logs',
      object: `2026/file-${index}.txt`,
      status: index === 7 ? 'Not Found' : 'OK',
      statusCode: index === 7 ? 404 : 200,
      rx: 10,
      tx: 20,
      timeToResponse: `${index}ms`,
    },
    remotehost: '10.0.0.1',
    requestID: `REQ${index}`,
    userAgent: index === 5 ? 'MinIO (linux; amd64) mc/2026' : 'aws-sdk-js/3',
    ...over,
  };
}

for (const kind of ['embedded', 'postgres'] as const) {
  describe(`audit ingest and search (${kind} store)`, () => {
    let h: Harness;
    let database: TestDatabase | undefined;
    // MinIO sends a batch of more than one entry as lines with no Content-Type at all.
    const ingest = (body: string, authorization: string | null = token, contentType = 'application/json') =>
      h.api(
        apiEndpoints.auditLog.ingest,
        {},
        {
          as: null,
          payload: body,
          headers: {
            ...(contentType ? { 'content-type': contentType } : {}),
            ...(authorization ? { authorization } : {}),
          },
        },
      );
    const search = async (query: AuditSearchQuery) => {
      const res = await h.api(apiEndpoints.auditLog.search, { query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ results: { request_id: string }[] }>().results.map((row) => row.request_id);
    };

    beforeAll(async () => {
      database = kind === 'postgres' ? await createTestDatabase() : undefined;
      h = await startHarness(minio, {
        env: { GRANARY_AUDIT_TOKEN: token, ...(database ? { GRANARY_AUDIT_DB: database.url } : {}) },
      });
      const lines = Array.from({ length: 10 }, (_, index) => JSON.stringify(entry(index)));
      expect((await ingest(lines.slice(0, 4).join('\n'), token, '')).statusCode).toBe(200);
      expect(
        (await ingest(JSON.stringify(lines.slice(4).map((line) => JSON.parse(line) as unknown)))).statusCode,
      ).toBe(200);
      await h.t.app.auditWriter.flush();
    });
    afterAll(async () => {
      await h?.close();
      await database?.drop();
    });

    it('orders by time both ways and pages', async () => {
      expect(await search({ pageSize: 3 })).toEqual(['REQ9', 'REQ8', 'REQ7']);
      expect(await search({ pageSize: 3, pageNo: 1 })).toEqual(['REQ6', 'REQ5', 'REQ4']);
      expect(await search({ pageSize: 3, order: 'timeAsc' })).toEqual(['REQ0', 'REQ1', 'REQ2']);
    });

    it('filters by each field with the hint’s wildcards and escapes', async () => {
      expect(await search({ fp: ['bucket:logs', 'api_name:GetObject'] })).toEqual(['REQ9', 'REQ3']);
      expect(await search({ fp: 'object:2026/file-1*', order: 'timeAsc' })).toEqual(['REQ1']);
      expect(await search({ fp: 'user_agent:MinIO*' })).toEqual(['REQ5']);
      expect(await search({ fp: 'request_id:REQ.', pageSize: 2 })).toEqual(['REQ9', 'REQ8']);
      expect(await search({ fp: 'response_status:Not Found' })).toEqual(['REQ7']);
      expect(await search({ fp: 'object:2026/file-2\\.txt' })).toEqual(['REQ2']);
      expect(await search({ fp: 'request_id:REQ\\.' })).toEqual([]);
    });

    it('limits by time, start included and end excluded', async () => {
      const start = new Date(Date.UTC(2026, 10, 24, 5, 0, 2)).toISOString();
      const end = new Date(Date.UTC(2026, 10, 24, 5, 0, 4)).toISOString();
      expect(await search({ timeStart: start, timeEnd: end })).toEqual(['REQ3', 'REQ2']);
    });

    it('refuses malformed searches with a 400 naming the parameter', async () => {
      for (const [query, field] of [
        ['fp=owner:me', 'fp'],
        ['pageSize=0', 'pageSize'],
        ['pageNo=-1', 'pageNo'],
        ['order=random', 'order'],
        ['timeStart=yesterday', 'timeStart'],
        ['pageNo=10000&pageSize=100', 'pageNo'],
      ]) {
        // The query as written, outside what the endpoint's schema would let the contract build.
        const res = await h.raw('GET', `${apiEndpoints.auditLog.search.path}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<ApiError>().message, query).toContain(field);
      }
    });

    it('says the store is usable in the session, and searches only for users allowed the audit page', async () => {
      expect((await h.api(apiEndpoints.session.session)).json().features).toContain('log-search');
      const admin = rootClient(minio);
      await admin.addUser('audit-int-reader', 'audit-reader-secret');
      await admin.setPolicy({ policyNames: ['readwrite'], entityName: 'audit-int-reader', isGroup: false });
      const reader = await logIn(h.t, 'audit-int-reader', 'audit-reader-secret');
      expect((await h.api(apiEndpoints.auditLog.search, {}, { as: reader })).statusCode).toBe(403);
    });

    // Last: what they post is newer than every record above.
    it('refuses a missing or wrong token (401); keeps every record, even one it cannot read (counted)', async () => {
      expect((await ingest(JSON.stringify(entry(1)), null)).statusCode).toBe(401);
      expect((await ingest(JSON.stringify(entry(1)), 'wrong-token-wrong-token')).statusCode).toBe(401);
      const before = h.t.app.auditWriter.stats.unreadable;
      expect((await ingest('not json at all')).statusCode).toBe(200);
      expect((await ingest('{"no": "api"}')).statusCode).toBe(200);
      expect(h.t.app.auditWriter.stats.unreadable).toBe(before + 2);
      expect((await ingest('{}')).statusCode).toBe(200);
      const unreadable = await h.api(apiEndpoints.auditLog.search, {
        query: { fp: 'kind:unreadable', order: 'timeAsc' },
      });
      expect(unreadable.json<{ results: unknown[] }>().results.slice(-2)).toMatchObject([
        { kind: 'unreadable', api_name: '', problem: 'not JSON: kept as it came' },
        { kind: 'unreadable', api_name: '', problem: 'not an audit entry: kept as it came' },
      ]);
    });

    it('keeps a record once however often MinIO posts it, and one the store refuses as it came', async () => {
      const repeated = JSON.stringify(entry(20, { requestID: 'REPEATED' }));
      for (let post = 0; post < 3; post++) expect((await ingest(repeated)).statusCode).toBe(200);
      expect(await search({ fp: 'request_id:REPEATED' })).toEqual(['REPEATED']);
      // A time JavaScript reads but the store cannot keep, and a NUL, which PostgreSQL's text refuses.
      const odd = entry(21, { requestID: 'ODD\u0000ID', time: '+275760-09-13T00:00:00Z' });
      const after = entry(22, { requestID: 'AFTER-ODD' });
      expect((await ingest(`${JSON.stringify(odd)}\n${JSON.stringify(after)}`)).statusCode).toBe(200);
      expect(await search({ fp: 'request_id:AFTER-ODD' })).toEqual(['AFTER-ODD']);
      const [kept] = (await h.api(apiEndpoints.auditLog.search, { query: { fp: 'request_id:ODD*' } })).json<{
        results: { request_id: string; problem: string }[];
      }>().results;
      expect(kept).toMatchObject({
        request_id: 'ODD\u2400ID',
        problem: expect.stringMatching(/^time "\+275760-09-13T00:00:00Z" is not a date/),
      });
    });
  });
}
