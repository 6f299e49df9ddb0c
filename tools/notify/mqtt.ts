import { connectAsync } from 'mqtt';
import { uniqueName } from './naming.ts';
import { arnFor, type EventLog, type NotifyTarget } from './target.ts';
import { createInbox, waitForLoggedEvent } from './waiting.ts';

export type MqttMessage = { topic: string; qos: number; body: EventLog };

const BROKER = '127.0.0.1:1883';
/** At-least-once both ways, so a subscriber that is slow to start cannot silently lose the event. */
const QOS = 1;

/** A subscription to a unique topic on the machine's Mosquitto. */
export async function prepareMqtt(runId: string): Promise<NotifyTarget<MqttMessage>> {
  const topic = uniqueName(runId);
  // Without retries, an unreachable broker fails the test at once instead of hanging it.
  const client = await connectAsync(`mqtt://${BROKER}`, { reconnectPeriod: 0 });
  const inbox = createInbox<MqttMessage>();
  client.on('message', (messageTopic, payload, packet) => {
    if (messageTopic !== topic) return;
    inbox.push({ topic, qos: packet.qos, body: JSON.parse(payload.toString('utf8')) as EventLog });
  });
  await client.subscribeAsync(topic, { qos: QOS });
  return {
    subsystem: 'notify_mqtt',
    // MinIO's client (paho) wants a scheme it knows: tcp, ssl, tls, tcps, ws or wss.
    keyValues: { broker: `tcp://${BROKER}`, topic, qos: String(QOS) },
    arn: arnFor('mqtt'),
    waitForEvent: (query) => waitForLoggedEvent(inbox, query),
    async close() {
      await client.endAsync();
    },
  };
}
