// Config KV (encrypted text, reference §3.6 and §7.5) and service restart (§3.7).
import { setTimeout as sleep } from 'node:timers/promises';
import type { AdminCaller } from './caller.ts';
import { MadminUnreachableError } from './errors.ts';
import { httpRequest } from './http.ts';
import { USER_AGENT } from './user-agent.ts';

export type ConfigKeyHelp = {
  key: string;
  type: string;
  description: string;
  optional: boolean;
  multipleTargets: boolean;
};

/** help-config-kv: with `subSys` '' the keys are the subsystem names. */
export type ConfigHelp = {
  subSys: string;
  description: string;
  multipleTargets: boolean;
  keysHelp: ConfigKeyHelp[];
};

/** `restartRequired`: MinIO did not send `x-minio-config-applied: true` (e.g. every notify_* subsystem). */
export type ConfigApplyResult = { restartRequired: boolean };

export type ServiceActionResult = {
  action: string;
  dryRun: boolean;
  results: { host: string; err?: string; waitingDrives?: Record<string, unknown> }[];
};

/**
 * The config text of `key` (`subsys`, `subsys:target`); secrets are left out. It shows the configuration
 * the server runs with: targets set for a non-dynamic subsystem appear only after a restart.
 */
export function getConfigKV(c: AdminCaller, key: string): Promise<string> {
  return c.decryptedText({ method: 'GET', path: '/get-config-kv', query: { key } });
}

async function applyKV(c: AdminCaller, method: 'PUT' | 'DELETE', path: string, kv: string) {
  const response = await c.send({
    method,
    path,
    body: await c.encrypt(kv),
    contentType: 'application/octet-stream',
  });
  return { restartRequired: response.headers.get('x-minio-config-applied') !== 'true' };
}

/** One line `subsys[:target] key=value …` (quote values with spaces). MinIO tests notify targets first. */
export function setConfigKV(c: AdminCaller, kv: string): Promise<ConfigApplyResult> {
  return applyKV(c, 'PUT', '/set-config-kv', kv);
}

/** `subsys[:target]` (or with keys to reset); an unknown target → 404 XMinioConfigNotFoundError. */
export function deleteConfigKV(c: AdminCaller, kv: string): Promise<ConfigApplyResult> {
  return applyKV(c, 'DELETE', '/del-config-kv', kv);
}

export async function helpConfigKV(c: AdminCaller, subSys: string, key = ''): Promise<ConfigHelp> {
  const help = await c.json<ConfigHelp>({ method: 'GET', path: '/help-config-kv', query: { subSys, key } });
  return { ...help, keysHelp: help.keysHelp ?? [] };
}

/**
 * Restarts every server (MinIO's v2 service API, `type=2`). Unless `dryRun`, resolves once the server has
 * stopped answering /minio/health/cluster (at most 5 s), so a following waitUntilReady cannot see the old
 * process: without that wait a health poll right after the answer could still get 200.
 */
export async function serviceRestart(c: AdminCaller, dryRun = false): Promise<ServiceActionResult> {
  const query = { action: 'restart', type: '2', 'dry-run': String(dryRun) };
  const result = await c.json<ServiceActionResult>({ method: 'POST', path: '/service', query });
  if (!dryRun) await pollHealth(c, 5_000, false);
  return result;
}

// Polls until the health answer is (or is not) 200; returns the last state seen when time runs out.
async function pollHealth(c: AdminCaller, timeoutMs: number, wantReady: boolean): Promise<string> {
  const url = new URL('/minio/health/cluster', c.transport.endpoint);
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const left = Math.max(1, Math.min(2_000, deadline - Date.now()));
      const signal = AbortSignal.timeout(left);
      const response = await httpRequest(url, {
        method: 'GET',
        headers: { 'user-agent': USER_AGENT },
        signal,
      });
      response.body.resume();
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as { code?: string }).code ?? (error as Error).message;
    }
    if ((last === 'HTTP 200') === wantReady) return 'done';
    await sleep(Math.min(wantReady ? 200 : 50, Math.max(0, deadline - Date.now())));
  }
  return last;
}

/** Polls /minio/health/cluster (unsigned) until it answers 200; MadminUnreachableError after `timeoutMs`. */
export async function waitUntilReady(c: AdminCaller, timeoutMs: number): Promise<void> {
  const last = await pollHealth(c, timeoutMs, true);
  if (last === 'done') return;
  const origin = new URL(c.transport.endpoint).origin;
  throw new MadminUnreachableError(`MinIO at ${origin} was not ready after ${timeoutMs} ms (${last})`);
}
