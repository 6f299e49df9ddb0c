// Helpers shared by the benchmarks: logging in to Granary, timing, medians, the server's memory.
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { get, request, type ClientRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';

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

/** The Granary server process listening on `port` (startGranary runs it under a watchdog shell). */
export function granaryPid(port: number): number {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const [command = '', ...args] = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const cmdline = path.basename(command) === 'node' ? args.join(' ') : '';
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (
        /apps\/server\/(src|dist)\/server\.[jt]s/.test(cmdline) &&
        environ.includes(`CONSOLE_PORT=${port}\0`)
      )
        return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no Granary process on port ${port}`);
}

/** VmRSS (now) or VmHWM (peak) of a process, in MiB. */
export const memoryMiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;

/** The embedded store's process, a child of Granary's (store/pglite-process.ts), while it runs. */
export function storeProcessPid(granaryPid: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent === granaryPid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('pglite-process'))
        return Number(entry);
    } catch {
      // The process ended while being looked at.
    }
  }
  return undefined;
}

/** VmRSS or VmHWM (MiB) of Granary and of its store's process (0 while that sleeps). */
export function granaryAndStoreMiB(
  granaryPid: number,
  field: 'VmRSS' | 'VmHWM',
): { granary: number; store: number } {
  const store = storeProcessPid(granaryPid);
  let storeMiB = 0;
  try {
    storeMiB = store === undefined ? 0 : memoryMiB(store, field);
  } catch {
    // It went to sleep meanwhile.
  }
  return { granary: memoryMiB(granaryPid, field), store: storeMiB };
}

/** CPU seconds a process has used so far, in user space and in the kernel (/proc/<pid>/stat, 100 ticks a second). */
export function cpuSeconds(pid: number): { user: number; system: number } {
  // The fields after the command name, which sits in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

type CpuSpent = { user: number; system: number };

/**
 * Where the CPU goes: each process's user and kernel seconds during each run of a labelled transfer,
 * printed per GiB moved, medians of the runs.
 */
export class CpuLedger {
  readonly #spent = new Map<string, Map<string, CpuSpent[]>>();

  /** Runs `work`, noting what each named process (an undefined pid: none) spent meanwhile, under `label`. */
  async during<T>(label: string, processes: Record<string, number | undefined>, work: () => Promise<T>) {
    const before = Object.entries(processes).flatMap(([name, pid]) =>
      pid ? [[name, pid, cpuSeconds(pid)] as const] : [],
    );
    const result = await work();
    const byProcess = this.#spent.get(label) ?? new Map<string, CpuSpent[]>();
    for (const [name, pid, start] of before) {
      const end = cpuSeconds(pid);
      const spent = { user: end.user - start.user, system: end.system - start.system };
      byProcess.set(name, [...(byProcess.get(name) ?? []), spent]);
    }
    this.#spent.set(label, byProcess);
    return result;
  }

  /** "name user + kernel" per process for `label`, CPU seconds per GiB of `mib` MiB moved each run. */
  cells(label: string, mib: number): string {
    const perGiB = (seconds: number) => ((seconds * 1024) / mib).toFixed(2);
    return [...(this.#spent.get(label) ?? [])]
      .map(([name, spent]) => {
        const [user, system] = [median(spent.map((s) => s.user)), median(spent.map((s) => s.system))];
        return `${name} ${perGiB(user)} + ${perGiB(system)}`;
      })
      .join('; ');
  }

  get labels(): string[] {
    return [...this.#spent.keys()];
  }
}

/** The peak VmRSS (MiB) of each process, sampled every `everyMs` ms from now until stop(); reset() starts anew. */
export function rssPeaks(pids: number[], everyMs = 100) {
  const peaks = new Map<number, number>();
  const sample = () => {
    for (const pid of pids) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, memoryMiB(pid, 'VmRSS')));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    peak: (pid: number) => (sample(), peaks.get(pid) ?? NaN),
    reset: () => peaks.clear(),
    stop: () => clearInterval(timer),
  };
}

/** A GET with node:http (the client the AWS SDK uses), so console and direct downloads read alike. */
export function httpGet(url: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, { headers }, resolve).once('error', reject));
}

/** Reads a body to its end without keeping it; the number of bytes. */
export async function drain(
  stream: ReadableStream<Uint8Array> | Readable | null | undefined,
): Promise<number> {
  let bytes = 0;
  if (!stream) return bytes;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return bytes;
}

/**
 * After the uploads, before the measured downloads: MinIO writes the last upload back, then the object
 * the downloads read is read once, unmeasured. The first read after an upload cost MinIO ~3 s of kernel
 * time per GiB against ~0.5 s for the reads after it (it came from disk, not the page cache), whoever
 * read it: Granary, or the SDK straight from MinIO (26 Nov 2026). Without this, whichever download went
 * first paid for it.
 */
export async function settleForDownloads(s3: S3Client, bucket: string, key: string): Promise<void> {
  execSync('sync');
  await sleep(3_000);
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  await drain(object.Body as Readable);
}

export type FileForm = {
  file: string;
  /** The form field's name of the file part, and the file name it is sent under. */
  partName: string;
  fileName: string;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
};

/** POSTs a file as a multipart form, streamed from disk with node:http: the file is never held in memory. */
export async function postFileForm(url: string, form: FileForm): Promise<{ status: number; body: string }> {
  const boundary = `granary-bench-${randomBytes(8).toString('hex')}`;
  const fields = Object.entries(form.fields ?? {}).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    `${fields.join('')}--${boundary}\r\n` +
    `content-disposition: form-data; name="${form.partName}"; filename="${form.fileName}"\r\n` +
    'content-type: application/octet-stream\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  const req = request(url, {
    method: 'POST',
    headers: {
      ...form.headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': Buffer.byteLength(head) + statSync(form.file).size + Buffer.byteLength(tail),
    },
  });
  return answered(req, async () => {
    req.write(head);
    await pipeline(createReadStream(form.file), req, { end: false });
    req.end(tail);
  });
}

/** POSTs a file as the request body itself, streamed from disk with node:http. */
export function postFileBody(
  url: string,
  file: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const req = request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...headers,
      'content-length': statSync(file).size,
    },
  });
  return answered(req, () => pipeline(createReadStream(file), req));
}

/** Sends a request's body with `send`, then reads the whole answer. */
async function answered(req: ClientRequest, send: () => Promise<void>) {
  const answer = new Promise<IncomingMessage>((resolve, reject) =>
    req.once('response', resolve).once('error', reject),
  );
  await send();
  const res = await answer;
  let body = '';
  for await (const chunk of res) body += String(chunk);
  return { status: res.statusCode ?? 0, body };
}
