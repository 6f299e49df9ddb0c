// Trace under load (issue 14, must-show 7): (a) the Trace page in Chromium while MinIO serves 1,000+
// requests a second: the calls it receives a second, how smooth the page stays (frame gaps, long tasks,
// timer lag, Stop's response), its JS heap, and the Granary server's memory; (b) 20 trace sockets at once for
// 60 s: each stays open and receives, and the server's memory stays flat.
// Run: npm run build && npm run bench:live-trace
//   BENCH_RATE (requests/s, default 1500), BENCH_SECONDS (default 30),
//   BENCH_SOCKETS (default 20), BENCH_SOCKET_SECONDS (default 60), BENCH_SOCKET_RATE (default 200)
import { chromium, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { chromiumFlags, chromiumPath } from '@granary/tools/chromium';
import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import { logIn, median, memoryMiB } from './bench-kit.ts';

const rate = Number(process.env.BENCH_RATE ?? 1500);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 20);
const socketSeconds = Number(process.env.BENCH_SOCKET_SECONDS ?? 60);
const socketRate = Number(process.env.BENCH_SOCKET_RATE ?? 200);
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist/index.html');

/** Anonymous HEAD requests to a missing bucket at `perSecond`: each is one traced S3 call (403 or 404). */
function generateLoad(endpoint: string, perSecond: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 48 });
  const url = new URL(endpoint);
  let running = true;
  let sent = 0;
  let answered = 0;
  let inFlight = 0;
  const tickMs = 20;
  const loop = (async () => {
    const started = performance.now();
    while (running) {
      const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
      for (; sent < due && inFlight < 96; sent += 1) {
        inFlight += 1;
        const req = request(
          { host: url.hostname, port: url.port, method: 'HEAD', path: `/bench-trace-probe/${sent}`, agent },
          (res) => {
            res.resume();
            res.on('end', () => {
              inFlight -= 1;
              answered += 1;
            });
          },
        );
        req.on('error', () => (inFlight -= 1));
        req.end();
      }
      await sleep(tickMs);
    }
  })();
  return {
    answered: () => answered,
    async stop() {
      running = false;
      await loop;
      agent.destroy();
    },
  };
}

/** Samples a process's RSS each second. */
function sampleMemory(pid: number) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(memoryMiB(pid, 'VmRSS')), 1_000);
  return {
    samples,
    stop: () => clearInterval(timer),
    summary() {
      const tenth = Math.max(1, Math.floor(samples.length / 5));
      const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      return `first fifth ${avg(samples.slice(0, tenth)).toFixed(0)} MiB, last fifth ${avg(samples.slice(-tenth)).toFixed(0)} MiB, peak ${Math.max(...samples).toFixed(0)} MiB`;
    },
  };
}

/** In the page: every frame's gap, long tasks, and how late a 100 ms timer fires (what input would wait). */
const pageProbe = `(() => {
  const probe = { gaps: [], longTasks: 0, longTaskMs: 0, timerLag: [] };
  let last = performance.now();
  const frame = (now) => { probe.gaps.push(now - last); last = now; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) { probe.longTasks += 1; probe.longTaskMs += entry.duration; }
  }).observe({ type: 'longtask' });
  let expected = performance.now() + 100;
  setInterval(() => { const now = performance.now(); probe.timerLag.push(now - expected); expected = now + 100; }, 100);
  window.__probe = probe;
})()`;

type Probe = { gaps: number[]; longTasks: number; longTaskMs: number; timerLag: number[] };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

async function heapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

async function tracePageUnderLoad(
  granaryUrl: string,
  granaryPid: number,
  minioEndpoint: string,
  user: string,
  password: string,
) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ baseURL: granaryUrl, viewport: { width: 1400, height: 900 } });
    await page.goto('/login');
    await page.getByLabel('Enter Username').fill(user);
    await page.getByLabel('Enter Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/trace');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Live', { exact: true }).waitFor();
    const heapBefore = await heapMiB(page);
    await page.evaluate(pageProbe);
    const memory = sampleMemory(granaryPid);
    const load = generateLoad(minioEndpoint, rate);
    const started = performance.now();
    await sleep(seconds * 1000);
    const elapsed = (performance.now() - started) / 1000;
    const probe = (await page.evaluate('window.__probe')) as Probe;
    const heapDuring = await heapMiB(page);
    const stopStarted = performance.now();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Closed', { exact: true }).waitFor();
    const stopMs = performance.now() - stopStarted;
    await load.stop();
    memory.stop();
    const rows = await page.getByRole('table', { name: 'Trace' }).getAttribute('aria-rowcount');
    const leftOut = Number(
      (
        /([\d,]+) older ones were left out/.exec(await page.locator('body').innerText())?.[1] ?? '0'
      ).replaceAll(',', ''),
    );
    const received = Number(rows ?? 1) - 1 + leftOut;
    console.log(`(a) the Trace page, ${elapsed.toFixed(0)} s at ${rate} requests/s asked:`);
    console.log(`    MinIO answered                 ${(load.answered() / elapsed).toFixed(0)} requests/s`);
    console.log(
      `    the page received              ${(received / elapsed).toFixed(0)} calls/s (${received.toLocaleString('en')}; ${leftOut.toLocaleString('en')} left out of the table)`,
    );
    console.log(`    rows kept in the table         ${Number(rows ?? 1) - 1}`);
    console.log(
      `    frame gap median / p99 / max   ${median(probe.gaps).toFixed(1)} / ${percentile(probe.gaps, 0.99).toFixed(1)} / ${Math.max(...probe.gaps).toFixed(1)} ms (${(probe.gaps.length / elapsed).toFixed(0)} frames/s)`,
    );
    console.log(
      `    100 ms timer late, median / p99 ${median(probe.timerLag).toFixed(1)} / ${percentile(probe.timerLag, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `    long tasks                     ${probe.longTasks} (${probe.longTaskMs.toFixed(0)} ms in all, ${((probe.longTaskMs / 1000 / elapsed) * 100).toFixed(1)}% of the time)`,
    );
    console.log(`    Stop clicked -> 'Closed' shown ${stopMs.toFixed(0)} ms`);
    console.log(
      `    page JS heap                   ${heapBefore.toFixed(0)} MiB before, ${heapDuring.toFixed(0)} MiB at the end`,
    );
    console.log(`    Granary RSS                       ${memory.summary()}`);
  } finally {
    await browser.close();
  }
}

async function manySockets(granaryUrl: string, granaryPid: number, minioEndpoint: string, token: string) {
  const counts = Array.from({ length: socketCount }, () => 0);
  const closes: number[] = [];
  const reasons = new Set<string>();
  const sockets = await Promise.all(
    counts.map(
      (_, index) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${granaryUrl.replace('http', 'ws')}/ws/trace`, {
            headers: { cookie: `token=${token}` },
          });
          socket.on('message', (data) => {
            const frame = JSON.parse(String(data)) as { kind: string; message?: string };
            if (frame.kind === 'error') reasons.add(frame.message ?? '');
            else counts[index] = (counts[index] ?? 0) + 1;
          });
          socket.on('close', (code) => closes.push(code));
          socket.once('open', () => {
            socket.send('ok');
            resolve(socket);
          });
          socket.once('error', reject);
        }),
    ),
  );
  const keepAlive = setInterval(() => sockets.forEach((socket) => socket.send('ok')), 10_000);
  const memory = sampleMemory(granaryPid);
  const load = generateLoad(minioEndpoint, socketRate);
  await sleep(socketSeconds * 1000);
  await load.stop();
  clearInterval(keepAlive);
  memory.stop();
  const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  sockets.forEach((socket) => socket.close(1000));
  const perSecond = counts.map((count) => count / socketSeconds);
  console.log(`(b) ${socketCount} trace sockets for ${socketSeconds} s at ${socketRate} requests/s:`);
  console.log(
    `    still open at the end          ${open} of ${socketCount} (closed early: ${closes.length ? closes.join(', ') : 'none'})`,
  );
  console.log(
    `    calls/s per socket             median ${median(perSecond).toFixed(0)}, min ${Math.min(...perSecond).toFixed(0)}, max ${Math.max(...perSecond).toFixed(0)}`,
  );
  console.log(`    Granary RSS                       ${memory.summary()}`);
}

if (!existsSync(webDist)) throw new Error('Build the web app first: npm run build');
const minio = await startMinio({ drives: 4, name: 'bench-trace' });
const granary = await startGranary({ minioEndpoint: minio.endpoint, log: false });
try {
  await tracePageUnderLoad(granary.url, granary.pid, minio.endpoint, minio.rootUser, minio.rootPassword);
  const token = await logIn(granary.url, minio.rootUser, minio.rootPassword);
  await manySockets(granary.url, granary.pid, minio.endpoint, token);
} finally {
  await granary.stop();
  await minio.stop();
}
