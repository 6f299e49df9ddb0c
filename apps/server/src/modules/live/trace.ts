import { STATUS_CODES } from 'node:http';
import type { TraceMessage } from '@granary/contract';
import type { TraceInfo } from '@granary/madmin';
import type { TraceQuery } from '@granary/contract';
import { signingKeyOf } from './access-key-owners.ts';

/** MinIO's trace entry as the Trace screen shows it (spec 2 §3); `user` is the signing key's owner. */
export function toTraceMessage(info: TraceInfo, user = ''): TraceMessage {
  const statusCode = info.http?.response.statuscode ?? 0;
  return {
    time: info.time,
    api: info.funcname,
    host: info.nodename,
    client: (info.http?.request.client ?? '').replace(/:\d+$/, ''),
    accessKey: signingKeyOf(info),
    user,
    method: info.http?.request.method ?? '',
    path: info.path,
    query: info.http?.request.rawquery ?? '',
    statusCode,
    statusMsg: statusCode ? (STATUS_CODES[statusCode] ?? '') : '',
    error: info.error ?? '',
    callStats: {
      duration: info.dur,
      timeToFirstByte: info.http?.stats.timetofirstbyte ?? 0,
      rx: info.http?.stats.inputbytes ?? 0,
      tx: info.http?.stats.outputbytes ?? 0,
    },
  };
}

/** Every filter given must match (the previous console applied only the first one given). */
export function matchesFilters(message: TraceMessage, query: TraceQuery): boolean {
  const contains = (text: string, part: string | undefined) =>
    part === undefined || part === '' || text.toLowerCase().includes(part.toLowerCase());
  return (
    contains(message.path, query.path) &&
    contains(message.api, query.funcname) &&
    (query.statusCode === undefined || message.statusCode === query.statusCode) &&
    (query.method === undefined || message.method === query.method)
  );
}

/** The call types MinIO is asked to trace; 'all' is the four of the screen. */
export function traceTypes(calls: string) {
  const chosen = new Set(calls === 'all' ? ['s3', 'internal', 'storage', 'os'] : calls.split(','));
  return {
    s3: chosen.has('s3'),
    internal: chosen.has('internal'),
    storage: chosen.has('storage'),
    os: chosen.has('os'),
  };
}
