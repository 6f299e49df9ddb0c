import type { Agent } from 'node:http';
import { MadminError, parseErrorResponse, toTransportError } from './errors.ts';
import { httpRequest, type HttpAnswer } from './http.ts';
import { signRequest, type Credentials, type Query } from './sign.ts';
import { callerHeaders, type OnBehalfOf } from './user-agent.ts';

export type TransportOptions = {
  endpoint: string;
  credentials: Credentials;
  region?: string;
  timeoutMs: number;
  /** The user a call is made for: MinIO then records their address and browser. */
  onBehalfOf?: OnBehalfOf;
  /** Ends every call when it aborts, as a call's own signal does. */
  signal?: AbortSignal;
  /** The connections to use instead of Node's global agent (a TLS trust of their own). */
  agent?: Agent;
};

export type CallOptions = {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD';
  path: string;
  query?: Query;
  body?: Uint8Array;
  contentType?: string;
  signal?: AbortSignal;
  /** Streams: the timeout covers only the wait for response headers, not the body. */
  stream?: boolean;
  /**
   * Which of MinIO's APIs the path is under: the admin API (the default), the S3 API (a MinIO extension
   * such as ListenBucketNotification: the path as it is) or the KMS API (its `kms:*` actions).
   */
  api?: 'admin' | 's3' | 'kms';
};

const apiPrefixes = { admin: '/minio/admin/v3', s3: '', kms: '/minio/kms/v1' } as const;

/** Sends one signed admin request. Resolves with the response on 2xx; throws MadminError or MadminUnreachableError. */
export async function send(transport: TransportOptions, call: CallOptions): Promise<HttpAnswer> {
  const url = new URL(`${apiPrefixes[call.api ?? 'admin']}${call.path}`, transport.endpoint);
  const headers: Record<string, string> = call.contentType ? { 'content-type': call.contentType } : {};
  const signed = await signRequest({
    method: call.method,
    url,
    ...(call.query && { query: call.query }),
    headers,
    ...(call.body && { body: call.body }),
    credentials: transport.credentials,
    ...(transport.region && { region: transport.region }),
  });
  const controller = new AbortController();
  const callerSignals = [call.signal, transport.signal].filter((given) => given !== undefined);
  const callerSignal = callerSignals.length > 1 ? AbortSignal.any(callerSignals) : callerSignals[0];
  const signal = callerSignal ? AbortSignal.any([controller.signal, callerSignal]) : controller.signal;
  const timer = setTimeout(
    () => controller.abort(new DOMException('timed out', 'TimeoutError')),
    transport.timeoutMs,
  );
  if (call.stream) signed.headers['accept-encoding'] = 'identity';
  try {
    const response = await httpRequest(signed.url, {
      method: call.method,
      headers: { ...signed.headers, ...callerHeaders(transport.onBehalfOf) },
      ...(call.body && { body: call.body }),
      ...(transport.agent && { agent: transport.agent }),
      signal,
    });
    if (call.stream) clearTimeout(timer);
    if (response.ok) {
      // Read while the timeout still applies, so a stalled body also ends as MadminUnreachableError.
      if (!call.stream) await response.bytes();
      return response;
    }
    throw parseErrorResponse(response.status, await response.text(), response.headers);
  } catch (error) {
    controller.abort();
    if (error instanceof MadminError) throw error;
    throw toTransportError(error, signed.url, callerSignal);
  } finally {
    clearTimeout(timer);
  }
}
