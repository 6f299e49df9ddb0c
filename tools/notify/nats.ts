import { connect } from '@nats-io/transport-node';
import { uniqueName } from './naming.ts';
import { arnFor, type EventLog, type NotifyTarget } from './target.ts';
import { createInbox, waitForLoggedEvent } from './waiting.ts';

export type NatsMessage = { subject: string; body: EventLog };

const ADDRESS = '127.0.0.1:4222';

/** A subscription to a unique subject on the machine's NATS (core NATS: no JetStream, no streaming). */
export async function prepareNats(runId: string): Promise<NotifyTarget<NatsMessage>> {
  const subject = uniqueName(runId);
  const connection = await connect({ servers: ADDRESS });
  const inbox = createInbox<NatsMessage>();
  connection.subscribe(subject, {
    callback: (error, message) => {
      if (!error) inbox.push({ subject: message.subject, body: message.json<EventLog>() });
    },
  });
  // Core NATS drops what no subscriber has registered for yet: be registered before MinIO can publish.
  await connection.flush();
  return {
    subsystem: 'notify_nats',
    keyValues: { address: ADDRESS, subject },
    arn: arnFor('nats'),
    waitForEvent: (query) => waitForLoggedEvent(inbox, query),
    async close() {
      await connection.drain();
    },
  };
}
