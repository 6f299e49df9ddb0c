// Granary's audit log: how fast records posted as MinIO's audit webhook posts them are written, into the
// embedded PGlite and into PostgreSQL, with the server's memory meanwhile; and how fast a filtered
// search answers its first page over 1,000,000 records, and how long other requests wait while the
// store first opens; and what 30 anonymous 16 MiB posts cost its memory (refused before the body is read;
// the trust issue measured 596 MiB before that). Targets: ≥ 5,000 records/s, ≤ 200 ms.
// Run: npm run bench:audit-log   (BENCH_RECORDS, BENCH_SEARCH_ROWS, BENCH_ROUNDS override)
import { sql } from 'kysely';
import { startMinio } from '@granary/tools/minio';
import { createTestDatabase, type TestDatabase } from '@granary/tools/postgres';
import { startGranary, type GranaryServer } from '@granary/tools/granary-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createStore } from '../apps/server/src/store/store.ts';
import { logIn, measure, report, granaryAndStoreMiB, granaryPid } from './bench-kit.ts';

const records = Number(process.env.BENCH_RECORDS ?? 100_000);
const searchRows = Number(process.env.BENCH_SEARCH_ROWS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 21);
const token = 'bench-audit-token-0123456789';
const batch = 100;
const parallel = 8;

const entry = (index: number) =>
  JSON.stringify({
    version: '1',
    time: new Date(Date.UTC(2026, 10, 24) + index).toISOString(),
    api: {
      name: 'PutObject',
      bucket: `bench-${index % 20}`,
      object: `in/${index}.txt`,
      status: 'OK',
      statusCode: 200,
      rx: 100,
      tx: 0,
      timeToResponseInNS: '1200000',
    },
    remotehost: '127.0.0.1',
    requestID: `INGEST${index}`,
    userAgent: 'bench',
    requestHeader: { 'Content-Length': '100' },
  });

async function search(granary: GranaryServer, session: string, query: string) {
  const res = await fetch(`${granary.url}/api/v1/logs/search?${query}`, {
    headers: { cookie: `token=${session}` },
  });
  if (!res.ok) throw new Error(`search ${query}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { results: unknown[] };
}

async function post(granary: GranaryServer, body: string) {
  const res = await fetch(`${granary.url}/api/v1/audit/ingest`, {
    method: 'POST',
    headers: { authorization: token },
    body,
  });
  if (!res.ok) throw new Error(`ingest: ${res.status} ${await res.text()}`);
}

async function searchable(granary: GranaryServer, session: string, requestId: string) {
  while ((await search(granary, session, `fp=request_id:${requestId}`)).results.length === 0) await sleep(20);
}

/** Asks `url` again and again (20 ms apart) until stopped: the slowest answer meanwhile, in ms. */
function worstLatency(url: string) {
  let worst = 0;
  let running = true;
  const asking = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(url)).arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await asking;
      return worst;
    },
  };
}

/**
 * One record first, so the store is open (a new embedded store runs PGlite's initdb then, once per data
 * directory: its peak is reported apart); then `records` entries in batches of 100, 8 at a time,
 * until the last one is searchable.
 */
async function ingest(granary: GranaryServer, session: string) {
  const pid = granaryPid(granary.port);
  const latency = worstLatency(`${granary.url}/api/v1/login`);
  await post(granary, JSON.stringify({ ...JSON.parse(entry(-1)), requestID: 'OPEN' }));
  await searchable(granary, session, 'OPEN');
  const worstWhileOpening = await latency.stop();
  const openPeak = granaryAndStoreMiB(pid, 'VmHWM');
  const both = () => {
    const { granary, store } = granaryAndStoreMiB(pid, 'VmRSS');
    return granary + store;
  };
  const before = both();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, both())), 100);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < records) {
      const from = next;
      next += batch;
      const body = Array.from({ length: Math.min(batch, records - from) }, (_, i) => entry(from + i)).join(
        '\n',
      );
      await post(granary, body);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await searchable(granary, session, `INGEST${records - 1}`);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = both();
  return { rate: records / seconds, seconds, openPeak, worstWhileOpening, before, peak, after };
}

/** 30 posts at once of 16 MiB each, without the token, sent whole: Granary's RSS before, at its peak, after. */
async function anonymousPosts(granary: GranaryServer) {
  const pid = granaryPid(granary.port);
  const rss = () => granaryAndStoreMiB(pid, 'VmRSS').granary;
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50);
  const body = Buffer.alloc(16 * 1024 * 1024, 'x');
  const statuses = await Promise.all(
    Array.from({ length: 30 }, async () => {
      try {
        const res = await fetch(`${granary.url}/api/v1/audit/ingest`, { method: 'POST', body });
        await res.arrayBuffer();
        return res.status;
      } catch {
        // Granary answers 401 and closes before the body is all sent: the client may see a reset.
        return 'reset';
      }
    }),
  );
  clearInterval(sampler);
  return { before, peak, after: rss(), statuses: [...new Set(statuses)].join(', ') };
}

const fill = (count: number) => sql`
  insert into audit_log (time, api_name, bucket, object, remote_host, request_id, user_agent, response_status,
    response_status_code, request_content_length, response_content_length, time_to_response_ns)
  select timestamptz '2026-11-20' + g * interval '1 millisecond',
    (array['GetObject','PutObject','ListObjectsV2','HeadObject'])[1 + g % 4], 'bucket-' || (g % 20),
    'logs/' || (g % 1000) || '/' || g || '.txt', '10.0.' || (g % 250) || '.1', 'REQ' || g, 'aws-sdk-js/3',
    case when g % 50 = 0 then 'Not Found' else 'OK' end, case when g % 50 = 0 then 404 else 200 end,
    g % 10000, g % 5000, 1000000 + g % 1000
  from generate_series(1, ${count}) g`;

const queries = [
  ['newest first, no filter', ''],
  ['bucket = bucket-7', 'fp=bucket:bucket-7'],
  ['api_name = HeadObject, oldest first', 'fp=api_name:HeadObject&order=timeAsc'],
  ['object logs/42/* (prefix)', 'fp=object:logs/42/*'],
  ['request_id exact', 'fp=request_id:REQ765432'],
  ['response_status Not Found', 'fp=response_status:Not Found'],
  ['bucket-3 and Get*', 'fp=bucket:bucket-3&fp=api_name:Get*'],
] as const;

const minio = await startMinio({ drives: 1, name: 'bench-audit' });
try {
  for (const kind of ['embedded', 'postgres'] as const) {
    const database: TestDatabase | undefined = kind === 'postgres' ? await createTestDatabase() : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'granary-bench-audit-'));
    const env = { GRANARY_AUDIT_TOKEN: token, ...(database ? { GRANARY_AUDIT_DB: database.url } : {}) };
    let granary = await startGranary({ minioEndpoint: minio.endpoint, dataDir, log: false, env });
    try {
      let session = await logIn(granary.url, minio.rootUser, minio.rootPassword);
      const result = await ingest(granary, session);
      console.log(
        `${kind}: ${records.toLocaleString('en')} records in ${result.seconds.toFixed(1)} s = ${Math.round(result.rate).toLocaleString('en')} records/s; RSS of Granary and its store's process (embedded) with the store open ${result.before.toFixed(0)} MiB → peak ${result.peak.toFixed(0)} MiB while ingesting → ${result.after.toFixed(0)} MiB after`,
      );
      console.log(
        `  peak RSS up to the store's first write (a new embedded store runs PGlite's initdb then): Granary ${result.openPeak.granary.toFixed(0)} MiB, its store's process ${result.openPeak.store.toFixed(0)} MiB`,
      );
      console.log(
        `  slowest answer to GET /api/v1/login (asked every 20 ms) while the store first opened: ${result.worstWhileOpening.toFixed(0)} ms`,
      );
      const anonymous = await anonymousPosts(granary);
      console.log(
        `  30 anonymous 16 MiB posts at once (answered ${anonymous.statuses}): Granary's RSS ${anonymous.before.toFixed(0)} MiB → peak ${anonymous.peak.toFixed(0)} MiB → ${anonymous.after.toFixed(0)} MiB after`,
      );
      // The embedded store serves one process: Granary stops while the bench fills it.
      if (kind === 'embedded') await granary.stop();
      const store = createStore({ dataDir, ...(database ? { storeUrl: new URL(database.url) } : {}) });
      const filling = performance.now();
      const db = await store.db();
      await fill(searchRows - records).execute(db);
      await sql`analyze audit_log`.execute(db);
      await store.close();
      console.log(
        `  filled to ${searchRows.toLocaleString('en')} records in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
      );
      if (kind === 'embedded') {
        granary = await startGranary({ minioEndpoint: minio.endpoint, dataDir, log: false, env });
        session = await logIn(granary.url, minio.rootUser, minio.rootPassword);
      }
      const runners = queries.map(([label, query]) => ({
        label: `  ${label}`,
        run: () => search(granary, session, `pageSize=100&${query}`),
      }));
      console.log(
        `  first page (100) over ${searchRows.toLocaleString('en')} records, ${rounds} rounds (median, min, max):`,
      );
      report(await measure(runners, { rounds, warmUps: 2 }));
    } finally {
      await granary.stop();
      await database?.drop();
    }
  }
} finally {
  await minio.stop();
}
