/** Sent with every call, so MinIO's audit and trace show what came through Granary. */
export const USER_AGENT = 'Granary';

/** Who a call is made for: the browser's address and user agent, as Granary reads them. */
export type OnBehalfOf = { address: string; userAgent: string };

/**
 * The headers that tell MinIO who a call is for: `Granary (<the browser's user agent>)` and the browser's
 * address as X-Forwarded-For, which MinIO records as the remote host in its audit log, trace and logs.
 */
export function callerHeaders(onBehalfOf?: OnBehalfOf): Record<string, string> {
  if (!onBehalfOf) return { 'user-agent': USER_AGENT };
  // Printable ASCII only, as a header value must be; long enough for any real browser's.
  const browser = onBehalfOf.userAgent
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 512);
  return {
    'user-agent': browser ? `${USER_AGENT} (${browser})` : USER_AGENT,
    'x-forwarded-for': onBehalfOf.address,
  };
}
