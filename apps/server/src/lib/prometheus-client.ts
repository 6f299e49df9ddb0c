// The few calls of Prometheus' HTTP API Granary makes, for the dashboard and the audit log's delivery
// state (https://prometheus.io/docs/prometheus/latest/querying/api/).
import { httpRequest, type HttpAnswer } from '@granary/madmin';

export type PromSeries = { metric: Record<string, string>; values: [number, string][] };

/** Prometheus could not be asked, or refused: the message says which and why. */
export class PrometheusError extends Error {
  readonly unreachable: boolean;
  constructor(message: string, unreachable: boolean) {
    super(message);
    this.unreachable = unreachable;
  }
}

type PromAnswer<T> = { status: 'success'; data: T } | { status: 'error'; errorType?: string; error?: string };

const timeoutMs = 10_000;

function apiUrl(base: URL, path: string, params: Record<string, string>): URL {
  const url = new URL(path, base.href.endsWith('/') ? base : `${base.href}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

async function get<T>(base: URL, path: string, params: Record<string, string>, signal?: AbortSignal) {
  const where = `Prometheus at ${base.origin}`;
  const timeout = AbortSignal.timeout(timeoutMs);
  let res: HttpAnswer;
  let text: string;
  try {
    res = await httpRequest(apiUrl(base, path, params), {
      method: 'GET',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { accept: 'application/json' },
    });
    text = await res.text();
  } catch (error) {
    // The caller gave up (its browser left): not Prometheus' failure.
    if (signal?.aborted) throw error;
    const reason = timeout.aborted
      ? `no answer within ${timeoutMs / 1000} s`
      : ((error as { code?: string }).code ?? (error as Error).message);
    throw new PrometheusError(`${where} cannot be reached (${reason})`, true);
  }
  let answer: PromAnswer<T> | undefined;
  try {
    answer = JSON.parse(text) as PromAnswer<T>;
  } catch {
    answer = undefined;
  }
  if (answer?.status === 'success') return answer.data;
  if (answer?.status === 'error')
    throw new PrometheusError(
      `${where} refused the query: ${answer.error ?? answer.errorType ?? 'no reason given'}`,
      false,
    );
  throw new PrometheusError(`${where} answered HTTP ${res.status}, not Prometheus' API`, res.status >= 500);
}

export async function queryRange(
  base: URL,
  query: string,
  range: { start: number; end: number; step: number },
  signal?: AbortSignal,
): Promise<PromSeries[]> {
  const data = await get<{ resultType: string; result: PromSeries[] }>(
    base,
    'api/v1/query_range',
    { query, start: String(range.start), end: String(range.end), step: String(range.step) },
    signal,
  );
  return data.result;
}

const durationUnits: Record<string, number> = { y: 31_536_000, w: 604_800, d: 86_400, h: 3_600, m: 60, s: 1 };

/** Prometheus' retention text ("15d", "1y2w") in seconds; undefined when it has none it can tell. */
export function retentionSeconds(text: string | undefined): number | undefined {
  const parts = [...(text ?? '').matchAll(/(\d+)(ms|y|w|d|h|m|s)/g)];
  if (parts.length === 0) return undefined;
  return parts.reduce((sum, [, count, unit]) => sum + Number(count) * (durationUnits[unit ?? ''] ?? 0), 0);
}

/** Whether Prometheus answers, and how long it keeps samples (its runtime information). */
export async function runtimeInfo(base: URL, signal?: AbortSignal): Promise<{ retentionSeconds?: number }> {
  const data = await get<{ storageRetention?: string }>(base, 'api/v1/status/runtimeinfo', {}, signal);
  const seconds = retentionSeconds(data.storageRetention?.split(' or ')[0]);
  return seconds === undefined ? {} : { retentionSeconds: seconds };
}

export type PromSample = { metric: Record<string, string>; value: [number, string] };

/** An instant query: each series' latest sample. */
export async function queryNow(base: URL, query: string, signal?: AbortSignal): Promise<PromSample[]> {
  const data = await get<{ resultType: string; result: PromSample[] }>(
    base,
    'api/v1/query',
    { query },
    signal,
  );
  return data.result;
}
