// A prefix of 100,000 objects: time to the first page through the API against a bare S3 ListObjectsV2 of
// one page on the same MinIO, and time to the first rendered row of the object browser in Chromium.
// Run: npm run bench:object-listing   (BENCH_OBJECTS, default 100000; BENCH_ROUNDS, default 15;
// BENCH_DATA_DIR, a directory that keeps MinIO's data, seeded on the first run)
import {
  CreateBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { OBJECT_PAGE_SIZE, VIEW_COOKIE } from '@granary/contract';
import { assumeRole, type Credentials } from '@granary/madmin';
import { chromium, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'node:http';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '@granary/tools/chromium';
import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import { logIn, measure, median, ms, ratio, report, timed } from './bench-kit.ts';

const objectCount = Number(process.env.BENCH_OBJECTS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const warmUps = 3;
/** A pause before each load: MinIO goes on with a listing's walk after it answered. */
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 3_000);
const seedConcurrency = 64;
const pageSize = OBJECT_PAGE_SIZE;
const bucket = 'bench-listing';
const prefix = 'many/';
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist/index.html');

const keyOf = (index: number) => `${prefix}object-${String(index).padStart(6, '0')}.txt`;

async function seed(s3: S3Client) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < objectCount; index = next++)
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(index), Body: `${index}` }));
  };
  await Promise.all(Array.from({ length: seedConcurrency }, worker));
}

/** The last key is there: a kept data dir was seeded in full before. */
const isSeeded = (s3: S3Client) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(objectCount - 1) })).then(
    () => true,
    () => false,
  );

async function firstPageTimes(granaryUrl: string, token: string, endpoint: string, credentials: Credentials) {
  const s3Options = { endpoint, region: 'us-east-1', forcePathStyle: true };
  const root = new S3Client({ ...s3Options, credentials });
  // Granary acts with the user's temporary (STS) credentials, which MinIO checks at more cost than root keys.
  const sts = new S3Client({ ...s3Options, credentials: await assumeRole({ endpoint, credentials }) });
  const listPage = (client: S3Client) => async () => {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', MaxKeys: pageSize }),
    );
    if (page.KeyCount !== pageSize) throw new Error(`direct page has ${page.KeyCount} keys`);
  };
  const query = new URLSearchParams({ prefix, limit: String(pageSize) });
  const viaGranary = async () => {
    const res = await fetch(`${granaryUrl}/api/v1/buckets/${bucket}/objects?${query.toString()}`, {
      headers: { cookie: `token=${token}` },
    });
    const body = (await res.json()) as { objects: unknown[] };
    if (!res.ok || body.objects.length !== pageSize) throw new Error(`Granary page: ${res.status}`);
  };
  const granary = 'API first page (Granary)';
  const direct = 'S3 ListObjectsV2, one page, root keys';
  const times = await measure(
    [
      { label: granary, run: viaGranary },
      { label: direct, run: listPage(root) },
      { label: 'S3 ListObjectsV2, one page, STS keys', run: listPage(sts) },
    ],
    { rounds, warmUps },
  );
  console.log(
    `(a) first page of ${pageSize}, ${rounds} rounds after ${warmUps} warm-ups (median, min, max):`,
  );
  report(times, '  ');
  ratio(times, granary, direct, '  ');
  ratio(times, granary, 'S3 ListObjectsV2, one page, STS keys', '  ');
  console.log('  (aim: <= 1.2x a bare ListObjectsV2 and <= 300 ms)');
  root.destroy();
  sts.destroy();
}

const firstName = 'object-000000.txt';

/**
 * Records when the first object row of the 'Objects' table enters the DOM (the row that names the
 * folder's first key: the table's "Loading…" line has the same row index), and when the app has drawn
 * over the server's first rows (ms since navigation start).
 */
const firstRowObserver = `{
  const selector = '[role="table"][aria-label="Objects"] [role="row"][aria-rowindex="2"]';
  const observer = new MutationObserver(() => {
    const row = document.querySelector(selector);
    if (!window.firstRowAt && row && row.textContent.includes(${JSON.stringify(firstName)}))
      window.firstRowAt = performance.now();
    if (window.firstRowAt && !window.appDrawnAt && !document.getElementById('first-paint') &&
        document.querySelector('nav'))
      window.appDrawnAt = performance.now();
    if (window.firstRowAt && window.appDrawnAt) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}`;

/** In-page milestones of one load, in ms since navigation start, to show where the time goes. */
const milestones = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script');
  const listing = performance.getEntriesByType('resource').find((e) => e.name.includes('/objects?'));
  return {
    'HTML received': nav.responseEnd,
    'scripts loaded': Math.max(0, ...scripts.map((e) => e.responseEnd)),
    'DOMContentLoaded': nav.domContentLoadedEventEnd,
    'listing request sent': listing ? listing.startTime : NaN,
    'listing response received': listing ? listing.responseEnd : NaN,
    'first row in DOM': window.firstRowAt,
    'app drawn (menu in the DOM)': window.appDrawnAt,
  };
})()`;

/** Every request of the last load with its start and end, to show what the listing waits for. */
const waterfall = `performance.getEntriesByType('resource').map((e) =>
  [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(location.origin, '')])`;

const spread = (values: number[]) =>
  `${ms(median(values))} ${ms(Math.min(...values))} ${ms(Math.max(...values))}`;

async function logInThroughForm(page: Page, user: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Enter Username').fill(user);
  await page.getByLabel('Enter Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The two ways a deep link loads: with the server's first rows, and the app alone (no view cookie). */
const variants = [
  { label: 'server-drawn first rows', viewCookie: true },
  { label: 'app alone (no view cookie)', viewCookie: false },
] as const;

async function loadOnce(page: Page, viewCookie: boolean) {
  if (!viewCookie) await page.context().clearCookies({ name: VIEW_COOKIE });
  await page.goto('about:blank');
  await sleep(settleMs);
  const start = performance.now();
  // 'commit': goto's default waits for the load event, which the server-drawn page reaches only once
  // the app's scripts have loaded after the rows.
  await page.goto(`/object-browser/${bucket}/${prefix}`, { waitUntil: 'commit' });
  await page
    .getByRole('table', { name: 'Objects' })
    .locator('[role="row"][aria-rowindex="2"]', { hasText: firstName })
    .waitFor({ state: 'visible' });
  const elapsed = performance.now() - start;
  // A function, not a string: the console's CSP forbids the eval a string predicate needs.
  await page.waitForFunction(() => (globalThis as { appDrawnAt?: number }).appDrawnAt !== undefined);
  // The folder reads ahead after its first rows: let that finish, so the next load finds a quiet machine.
  await page.waitForLoadState('networkidle');
  return { elapsed, inPage: (await page.evaluate(milestones)) as Record<string, number> };
}

async function firstRowTimes(granaryUrl: string, user: string, password: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ baseURL: granaryUrl, viewport: { width: 1400, height: 900 } });
    await context.addInitScript({ content: firstRowObserver });
    const page = await context.newPage();
    await logInThroughForm(page, user, password);
    const times = new Map<string, number[]>();
    const record = (label: string, value: number) => times.set(label, [...(times.get(label) ?? []), value]);
    for (let round = 0; round < warmUps + rounds; round++) {
      // Each round loads both ways, in turn first.
      for (const variant of round % 2 ? [...variants].reverse() : variants) {
        const { elapsed, inPage } = await loadOnce(page, variant.viewCookie);
        if (round < warmUps) continue;
        record(`${variant.label}: page.goto -> first row visible (Playwright)`, elapsed);
        for (const [label, value] of Object.entries(inPage))
          record(`${variant.label}:   navigation start -> ${label}`, value);
      }
    }
    console.log(
      `(b) first object row in Chromium, ${rounds} rounds after ${warmUps} warm-ups (median, min, max):`,
    );
    for (const variant of variants)
      for (const [label, values] of times)
        if (label.startsWith(variant.label)) console.log(`  ${label.padEnd(84)} ${spread(values)}`);
    console.log('  (aim: <= 300 ms)\n  requests of the last load (start, end ms after navigation start):');
    for (const [start, end, name] of (await page.evaluate(waterfall)) as [number, number, string][])
      console.log(`    ${String(start).padStart(5)} ${String(end).padStart(5)}  ${name.slice(0, 90)}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(webDist)) throw new Error('apps/web/dist is missing: run `npm run build` first');
  console.log(`Using the built web app in apps/web/dist (rebuild with npm run build after web changes).`);
  // BENCH_DATA_DIR keeps MinIO's data between runs: the folder is seeded once.
  const kept = process.env.BENCH_DATA_DIR;
  const minio = await startMinio({
    drives: 4,
    name: 'bench-listing',
    ...(kept && { rootUser: 'bench-listing', rootPassword: 'bench-listing-kept', persistentDir: kept }),
  });
  const granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
  const credentials = { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword };
  const seeder = new S3Client({
    endpoint: minio.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 128 }) },
  });
  try {
    if (await isSeeded(seeder)) console.log(`${objectCount} objects under '${prefix}' kept in ${kept}`);
    else {
      await seeder.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
      const seedTime = await timed(() => seed(seeder));
      console.log(
        `${objectCount} objects put under '${prefix}' in ${(seedTime / 1000).toFixed(1)} s ` +
          `(${seedConcurrency} parallel PutObject, ${((objectCount / seedTime) * 1000).toFixed(0)}/s)`,
      );
    }
    const token = await logIn(granary.url, minio.rootUser, minio.rootPassword);
    await firstPageTimes(granary.url, token, minio.endpoint, credentials);
    await firstRowTimes(granary.url, minio.rootUser, minio.rootPassword);
  } finally {
    seeder.destroy();
    await granary.stop();
    await minio.stop();
  }
}

await main();
