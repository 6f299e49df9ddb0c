import { createClient } from 'redis';
import { uniqueName } from './naming.ts';
import {
  arnFor,
  DEFAULT_EVENT_TIMEOUT_MS,
  findCreatedRecord,
  type EventQuery,
  type NotifyTarget,
  type S3EventRecord,
} from './target.ts';
import { pollFor } from './waiting.ts';

/**
 * `namespace`: the key is a hash whose field `bucket/object` holds `{"Records":[event]}`.
 * `access`: the key is a list; MinIO appends `[{"Event":[event],"EventTime":…}]` per event.
 */
export type RedisFormat = 'namespace' | 'access';
export type RedisValue = { field: string; value: string } | { index: number; value: string };

type AccessEntry = { Event: S3EventRecord[]; EventTime: string }[];

const ADDRESS = '127.0.0.1:6379';

/** A unique key on the machine's Redis; MinIO creates it with the first event. */
export async function prepareRedis(
  runId: string,
  { format = 'namespace' }: { format?: RedisFormat } = {},
): Promise<NotifyTarget<RedisValue>> {
  const key = uniqueName(runId);
  const client = createClient({ url: `redis://${ADDRESS}` });
  await client.connect();

  const find = async (query: EventQuery) => {
    if (format === 'namespace') {
      const field = `${query.bucket}/${query.key}`;
      const value = await client.hGet(key, field);
      if (value === null) return undefined;
      const record = findCreatedRecord((JSON.parse(value) as { Records: S3EventRecord[] }).Records, query);
      return record && { record, raw: { field, value } };
    }
    const entries = await client.lRange(key, 0, -1);
    for (const [index, value] of entries.entries()) {
      const events = (JSON.parse(value) as AccessEntry).flatMap((entry) => entry.Event);
      const record = findCreatedRecord(events, query);
      if (record) return { record, raw: { index, value } };
    }
    return undefined;
  };
  return {
    subsystem: 'notify_redis',
    keyValues: { address: ADDRESS, key, format },
    arn: arnFor('redis'),
    waitForEvent: (query) =>
      pollFor(
        () => find(query),
        query.timeoutMs ?? DEFAULT_EVENT_TIMEOUT_MS,
        async () => {
          const type = await client.type(key);
          const contents =
            format === 'namespace' ? await client.hGetAll(key) : await client.lRange(key, 0, -1);
          return `key ${key} (${type}) holds ${JSON.stringify(contents)}`;
        },
      ),
    async close() {
      await client.del(key);
      await client.close();
    },
  };
}
