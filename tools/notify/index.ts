import { prepareAmqp } from './amqp.ts';
import { prepareMqtt } from './mqtt.ts';
import { prepareMysql } from './mysql.ts';
import { prepareNats } from './nats.ts';
import { preparePostgres } from './postgres.ts';
import { prepareRedis } from './redis.ts';
import type { NotifyTarget } from './target.ts';

export { prepareAmqp, prepareMqtt, prepareMysql, prepareNats, preparePostgres, prepareRedis };
export type { EventLog, EventQuery, NotifyTarget, ReceivedNotification, S3EventRecord } from './target.ts';
export type { AmqpMessage } from './amqp.ts';
export type { MqttMessage } from './mqtt.ts';
export type { MysqlRow } from './mysql.ts';
export type { NatsMessage } from './nats.ts';
export type { PostgresRow, SqlFormat } from './postgres.ts';
export type { RedisFormat, RedisValue } from './redis.ts';

/** The services this machine runs, by the `<type>` of MinIO's `notify_<type>` subsystem. */
export const prepareNotifyTarget = {
  postgres: preparePostgres,
  mysql: prepareMysql,
  redis: prepareRedis,
  amqp: prepareAmqp,
  mqtt: prepareMqtt,
  nats: prepareNats,
} satisfies Record<string, (runId: string) => Promise<NotifyTarget>>;

export type NotifyType = keyof typeof prepareNotifyTarget;
