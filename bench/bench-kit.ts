// Helpers shared by the benchmarks: logging in to Silo, timing, medians, the server's memory.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export async function logIn(url: string, accessKey: string, secretKey: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessKey, secretKey }),
  });
  const token = /token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!res.ok || !token) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return token;
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[sorted.length / 2 - 1] ?? NaN) + upper) / 2;
};

export const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

export type Runner = { label: string; run: () => Promise<unknown>; prepare?: () => Promise<void> };

/** Each runner once per round, in turn, so drift in the machine's speed hits them alike. */
export async function measure(
  runners: Runner[],
  { rounds, warmUps }: { rounds: number; warmUps: number },
): Promise<Map<string, number[]>> {
  const times = new Map(runners.map((runner): [string, number[]] => [runner.label, []]));
  for (let round = 0; round < warmUps + rounds; round++)
    for (const { label, run, prepare } of runners) {
      await prepare?.();
      const elapsed = await timed(run);
      if (round >= warmUps) times.get(label)?.push(elapsed);
    }
  return times;
}

/** One line per runner: median, min and max. */
export function report(times: Map<string, number[]>, indent = '') {
  for (const [label, values] of times)
    console.log(
      `${indent}${label.padEnd(46)} ${ms(median(values))} ${ms(Math.min(...values))} ${ms(Math.max(...values))}`,
    );
}

/** The median of the per-round ratios of one runner against another. */
export function ratio(times: Map<string, number[]>, label: string, against: string, indent = '') {
  const [values = [], base = []] = [times.get(label), times.get(against)];
  const ratios = values.map((value, i) => value / (base[i] ?? NaN));
  console.log(`${indent}${label} / ${against}: ${median(ratios).toFixed(2)}x (median of per-round ratios)`);
}

/** The Silo server process listening on `port` (startSilo runs it under a watchdog shell). */
export function siloPid(port: number): number {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const [command = '', ...args] = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const cmdline = path.basename(command) === 'node' ? args.join(' ') : '';
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (cmdline.includes('apps/server/src/server.ts') && environ.includes(`CONSOLE_PORT=${port}\0`))
        return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no Silo process on port ${port}`);
}

/** VmRSS (now) or VmHWM (peak) of a process, in MiB. */
export const memoryMiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;
