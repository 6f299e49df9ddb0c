import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** One notification MinIO delivered: the path it was sent to and its JSON body. */
/** One post MinIO delivered: a bucket event (EventName, Key) or an audit record (api). */
export type ReceivedEvent = {
  path: string;
  authorization: string;
  body: { EventName?: string; Key?: string; api?: { name?: string; bucket?: string; object?: string } };
};

export type WebhookReceiver = {
  /** `http://127.0.0.1:<port>`; give each MinIO target its own path under it. */
  url: string;
  received: ReceivedEvent[];
  /** The first event matching, waiting up to `timeoutMs` for it to arrive. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): Promise<void>;
};

/**
 * A real notification target for tests: MinIO's notify_webhook posts each event here as JSON.
 * It must be listening before MinIO starts, as MinIO checks its targets at start-up.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      // MinIO's reachability probes carry no body.
      if (text)
        received.push({
          path: request.url ?? '',
          authorization: request.headers.authorization ?? '',
          body: parseBody(text),
        });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No matching event within ${timeoutMs} ms; received ${JSON.stringify(received)}`);
        await sleep(50);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseBody(text: string): ReceivedEvent['body'] {
  try {
    return JSON.parse(text) as ReceivedEvent['body'];
  } catch {
    return {};
  }
}

/** MinIO's environment for one webhook target per id, each posting to `<receiver>/<id>`. */
export function webhookTargetsEnv(receiverUrl: string, ids: string[]): Record<string, string> {
  return Object.fromEntries(
    ids.flatMap((id) => [
      [`MINIO_NOTIFY_WEBHOOK_ENABLE_${id}`, 'on'],
      [`MINIO_NOTIFY_WEBHOOK_ENDPOINT_${id}`, `${receiverUrl}/${id}`],
    ]),
  );
}

/** The ARN MinIO gives a webhook target with this id (no region configured). */
export const webhookArn = (id: string) => `arn:minio:sqs::${id}:webhook`;
