import type { FastifyRequest } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import { crossSiteReason } from '../../plugins/same-origin.ts';
import { closeCodeOf } from '../../plugins/socket-close.ts';
import { toHttpError } from '../../plugins/error-handler.ts';
import { pathBelowPrefix, type ProxyUpstream } from './tenant-proxy-forward.ts';

/** Codes a close frame may carry (RFC 6455 §7.4): others (1005, 1006, 1015) only describe what happened. */
const sendableCode = (code: number) =>
  (code >= 1000 && code <= 1003) || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999);

/** A close reason fits in 123 bytes. */
const reasonOf = (text: string) =>
  Buffer.from(text)
    .subarray(0, 123)
    .toString('utf8')
    .replace(/\uFFFD$/, '');

function close(socket: WebSocket, code: number, reason: string) {
  if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)
    socket.close(sendableCode(code) ? code : 1011, reasonOf(reason));
}

/** The console's socket: the path below the prefix, with the console session's token and the prefix. */
function openUpstream(request: FastifyRequest, upstream: ProxyUpstream, token: string): WebSocket {
  const url = new URL(pathBelowPrefix(request.raw.url ?? '/'), upstream.address.origin);
  url.protocol = upstream.address.tls ? 'wss:' : 'ws:';
  return new WebSocket(url, {
    headers: {
      host: `${upstream.address.dnsName}:${upstream.address.port}`,
      cookie: `token=${token}`,
      'x-forwarded-prefix': upstream.prefix,
    },
    ...(upstream.agent && { agent: upstream.agent }),
    perMessageDeflate: false,
    followRedirects: false,
  });
}

/**
 * A WebSocket of the tenant's console (its live tools) passed through: each message both ways as it is,
 * the browser's first ones held until the console's socket is open, and either side's close passed on.
 * Only from this console's own pages (the upgrade is a GET the same-origin check would not see).
 */
export async function bridgeConsoleSocket(
  browser: WebSocket,
  request: FastifyRequest,
  open: () => Promise<{ upstream: ProxyUpstream; token: string }>,
): Promise<void> {
  const held: [RawData, boolean][] = [];
  let remote: WebSocket | undefined;
  browser.on('message', (data, binary) => {
    if (remote?.readyState === WebSocket.OPEN) remote.send(data, { binary });
    else held.push([data, binary]);
  });
  browser.on('close', () => remote?.terminate());
  const refused = crossSiteReason(request);
  if (refused) return close(browser, 1008, `Refused: ${refused}`);
  try {
    const { upstream, token } = await open();
    if (browser.readyState !== WebSocket.OPEN) return;
    remote = openUpstream(request, upstream, token);
  } catch (error) {
    const answer = toHttpError(error);
    return close(browser, closeCodeOf(answer), answer.message);
  }
  const console = remote;
  console.on('open', () => {
    for (const [data, binary] of held.splice(0)) console.send(data, { binary });
  });
  console.on('message', (data, binary) => browser.send(data, { binary }));
  console.on('close', (code, reason) => close(browser, code, reason.toString('utf8')));
  console.on('unexpected-response', (_request, response) => {
    close(
      browser,
      closeCodeOf({ status: response.statusCode ?? 502 }),
      `The tenant's console answered ${response.statusCode}`,
    );
    console.terminate();
  });
  console.on('error', () => close(browser, 1011, "The tenant's console cannot be reached."));
}
