/**
 * The status line and headers of an HTTP/1.1 answer, and how many bytes they took. Header names are
 * lower case; a repeated header's values are joined with ', ' (as WHATWG Headers would, without loading
 * undici for it).
 */
export type ResponseHead = { status: number; headers: Map<string, string>; size: number };

/** MinIO's heads are a few hundred bytes; anything this long is not an S3 answer. */
export const MAX_HEAD_BYTES = 64 * 1024;

const headEnd = Buffer.from('\r\n\r\n');

/**
 * Parses the head at the start of `data`, or returns undefined while its blank line has not arrived.
 * Throws on anything that is not a well-formed HTTP/1.x answer.
 */
export function parseResponseHead(data: Buffer): ResponseHead | undefined {
  const end = data.indexOf(headEnd);
  if (end < 0) {
    if (data.length > MAX_HEAD_BYTES) throw new Error('MinIO sent an answer head longer than 64 KiB');
    return undefined;
  }
  const [statusLine = '', ...lines] = data.toString('latin1', 0, end).split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine)?.[1];
  if (!status) throw new Error(`MinIO sent no HTTP status line: '${statusLine.slice(0, 60)}'`);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`MinIO sent a malformed header line: '${line.slice(0, 60)}'`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const earlier = headers.get(name);
    headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return { status: Number(status), headers, size: end + headEnd.length };
}

/** The body's length from Content-Length; S3 answers that matter here always carry it. */
export function bodyLength(head: ResponseHead): number {
  if (head.headers.get('transfer-encoding'))
    throw new Error('MinIO sent a chunked answer where a length was due');
  const length = head.headers.get('content-length');
  if (length === undefined) return head.status === 204 || head.status === 304 ? 0 : Number.NaN;
  if (!/^\d+$/.test(length)) throw new Error(`MinIO sent an invalid Content-Length: '${length}'`);
  return Number(length);
}
