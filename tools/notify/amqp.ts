import amqp from 'amqplib';
import { uniqueName } from './naming.ts';
import { arnFor, type EventLog, type NotifyTarget } from './target.ts';
import { createInbox, waitForLoggedEvent } from './waiting.ts';

/** One delivery: MinIO publishes the event log as JSON, with the bucket and event name as headers too. */
export type AmqpMessage = {
  exchange: string;
  routingKey: string;
  headers: Record<string, unknown>;
  body: EventLog;
};

const URL = 'amqp://guest:guest@127.0.0.1:5672';
const EXCHANGE_TYPE = 'direct';

/**
 * A unique exchange on the machine's RabbitMQ and an exclusive queue bound to it. MinIO declares the exchange
 * itself before each publish, so it is declared here with the flags MinIO uses by default (durable, auto_deleted
 * and internal off), or RabbitMQ would close MinIO's channel for a mismatch.
 */
export async function prepareAmqp(runId: string): Promise<NotifyTarget<AmqpMessage>> {
  const exchange = uniqueName(runId);
  const routingKey = exchange;
  const connection = await amqp.connect(URL);
  const channel = await connection.createChannel();
  // Closing the connection deletes the exclusive queue, not the exchange.
  const close = async () => {
    await channel.deleteExchange(exchange);
    await connection.close();
  };
  const inbox = createInbox<AmqpMessage>();
  try {
    await channel.assertExchange(exchange, EXCHANGE_TYPE, {
      durable: false,
      autoDelete: false,
      internal: false,
    });
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, exchange, routingKey);
    await channel.consume(
      queue,
      (message) => {
        if (!message) return;
        inbox.push({
          exchange: message.fields.exchange,
          routingKey: message.fields.routingKey,
          headers: message.properties.headers ?? {},
          body: JSON.parse(message.content.toString('utf8')) as EventLog,
        });
      },
      { noAck: true },
    );
  } catch (error) {
    await close();
    throw error;
  }
  return {
    subsystem: 'notify_amqp',
    keyValues: { url: URL, exchange, exchange_type: EXCHANGE_TYPE, routing_key: routingKey },
    arn: arnFor('amqp'),
    waitForEvent: (query) => waitForLoggedEvent(inbox, query),
    close,
  };
}
