import type { FastifyRequest } from 'fastify';
import {
  request as plainRequest,
  type Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { request as tlsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { unreachableConsole } from './tenant-console-session.ts';
import { isPageLoad } from './tenant-proxy-error-page.ts';
import type { ServiceAddress } from './tenant-services.ts';

/** The console behind the proxy: where it is, how to connect, and the prefix it is served under. */
export type ProxyUpstream = { address: ServiceAddress; agent: Agent | undefined; prefix: string };

/** Headers of one connection only (RFC 9110 §7.6.1), never passed on. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * What the browser's request passes on: what the body is and what answer it takes. Not its cookies (the
 * operator's session), its Authorization, Origin or Sec-Fetch-* (the proxy checked the request is
 * same-origin; to the console it is the proxy's own).
 */
const passedRequestHeaders = [
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'content-encoding',
  'content-length',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'pragma',
  'range',
  'user-agent',
  'x-requested-with',
];

/**
 * A console silent this long on one request (no answer, or its body stalled) is given up: long enough for
 * a MinIO restart the console waits on.
 */
const idleTimeoutMs = 120_000;

/** Whether the browser sends a body (which can be sent once only). */
export const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? '0') > 0;

/** The request's path and query below the proxy prefix, as the browser wrote them. */
export function pathBelowPrefix(rawUrl: string): string {
  const rest = rawUrl.replace(/^\/api\/proxy\/[^/?]+\/[^/?]+/, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function requestHeaders(request: FastifyRequest, upstream: ProxyUpstream, token: string) {
  const headers: OutgoingHttpHeaders = {};
  for (const name of passedRequestHeaders) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  // A page comes uncompressed, so that its base can be moved under the prefix (tenant-proxy-page.ts).
  if (isPageLoad(request)) delete headers['accept-encoding'];
  headers.host = `${upstream.address.dnsName}:${upstream.address.port}`;
  headers.cookie = `token=${token}`;
  // A console that can be relocated (Granary) serves its pages for this prefix.
  headers['x-forwarded-prefix'] = upstream.prefix;
  headers['x-forwarded-for'] = request.ip;
  return headers;
}

/**
 * Sends the browser's request on to the console with the console session's token, its body streamed
 * (`body`: false sends none), and answers the console's answer unread. Redirects are not followed.
 */
export function forwardToConsole(
  request: FastifyRequest,
  upstream: ProxyUpstream,
  token: string,
  body: boolean,
): Promise<IncomingMessage> {
  const url = new URL(pathBelowPrefix(request.raw.url ?? '/'), upstream.address.origin);
  const send = upstream.address.tls ? tlsRequest : plainRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, {
      method: request.method,
      headers: requestHeaders(request, upstream, token),
      ...(upstream.agent && { agent: upstream.agent }),
    });
    outgoing.once('response', resolve);
    outgoing.once('error', (error) => reject(unreachableConsole(upstream.address, error)));
    outgoing.setTimeout(idleTimeoutMs, () =>
      outgoing.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })),
    );
    // The browser going away ends the console's request too.
    request.raw.once('close', () => {
      if (!request.raw.complete) outgoing.destroy();
    });
    if (body) pipeline(request.raw, outgoing).catch(() => outgoing.destroy());
    else outgoing.end();
  });
}

/** A Location the console answers with, under the proxy prefix when it points into the console. */
export function proxiedLocation(location: string, upstream: ProxyUpstream): string {
  if (location.startsWith('/') && !location.startsWith('//')) return `${upstream.prefix}${location}`;
  if (!URL.canParse(location)) return location;
  const target = new URL(location);
  const own = [
    upstream.address.origin,
    `${target.protocol}//${upstream.address.dnsName}:${upstream.address.port}`,
  ];
  if (!own.includes(target.origin)) return location;
  return `${upstream.prefix}${target.pathname}${target.search}${target.hash}`;
}

/**
 * The console's answer headers as the browser gets them: no hop-by-hop headers (nor those its Connection
 * names), no cookies (the proxy keeps the console's session itself), Location under the prefix, and the
 * page framable by this console only.
 */
export function answerHeaders(answer: IncomingHttpHeaders, upstream: ProxyUpstream): OutgoingHttpHeaders {
  const named = new Set(
    String(answer.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(answer)) {
    if (value === undefined || hopByHop.has(name) || named.has(name)) continue;
    if (name === 'set-cookie' || name === 'x-frame-options') continue;
    headers[name] = name === 'location' ? proxiedLocation(String(value), upstream) : value;
  }
  headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}
