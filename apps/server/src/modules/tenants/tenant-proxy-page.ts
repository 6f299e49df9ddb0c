import type { IncomingMessage } from 'node:http';

/** A console's page is small (its index.html); a larger HTML answer passes through as it is. */
const largestPage = 2 * 1024 * 1024;
const rootBase = /<base\s+href=(["'])\/\1\s*\/?>/i;

/** An HTML page, not compressed: what may carry a `<base href="/">` to move under the prefix. */
export const isPlainPage = (answer: IncomingMessage) =>
  String(answer.headers['content-type'] ?? '').startsWith('text/html') &&
  (answer.headers['content-encoding'] ?? 'identity') === 'identity' &&
  Number(answer.headers['content-length'] ?? '0') <= largestPage;

/**
 * The console's page with its `<base href="/">` put under the proxy prefix: MinIO's embedded console
 * serves its page so (it moves it only for its own MINIO_BROWSER_SUBPATH), and its assets and calls
 * follow the base. A Granary behind the proxy writes the prefix itself (X-Forwarded-Prefix).
 */
export async function rebasedPage(answer: IncomingMessage, prefix: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer) {
    size += (chunk as Buffer).length;
    if (size > largestPage) throw new Error('the page is larger than a console page');
    chunks.push(chunk as Buffer);
  }
  const page = Buffer.concat(chunks).toString('utf8');
  return Buffer.from(page.replace(rootBase, `<base href="${prefix}/">`), 'utf8');
}
