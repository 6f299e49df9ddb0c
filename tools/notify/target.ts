/** One S3 event as MinIO sends it; only the fields tests look at are typed. */
export type S3EventRecord = {
  eventName: string;
  eventTime: string;
  s3: {
    bucket: { name: string };
    /** URL query-escaped: a space arrives as `+`, a slash as `%2F`. */
    object: { key: string; size?: number; eTag?: string; contentType?: string };
  };
};

/** MinIO's message body for amqp, mqtt and nats; `Key` is `bucket/object`, unescaped. */
export type EventLog = { EventName: string; Key: string; Records: S3EventRecord[] };

export type EventQuery = { bucket: string; key: string; timeoutMs?: number };

/** The matching S3 record and what the service itself holds: the row, the Redis value, the message. */
export type ReceivedNotification<Raw> = { record: S3EventRecord; raw: Raw };

export type NotifyTarget<Raw = unknown> = {
  /** The config subsystem, `notify_<type>`; append `:<ID>` for a named target. */
  subsystem: `notify_${string}`;
  /** The keys and values to set on that subsystem, as the console's form takes them. */
  keyValues: Record<string, string>;
  /** The ARN MinIO gives the target with this id (no region configured). */
  arn(id: string): string;
  /** The first object-created event for `bucket`/`key`, read back from the service. */
  waitForEvent(query: EventQuery): Promise<ReceivedNotification<Raw>>;
  close(): Promise<void>;
};

export const DEFAULT_EVENT_TIMEOUT_MS = 15_000;

/** MinIO names the target in its ARN with its own word, which differs from the subsystem for postgres. */
export const arnFor = (targetName: string) => (id: string) => `arn:minio:sqs::${id}:${targetName}`;

export function isCreatedEventFor(record: S3EventRecord, { bucket, key }: EventQuery): boolean {
  return (
    record.eventName.startsWith('s3:ObjectCreated:') &&
    record.s3.bucket.name === bucket &&
    decodeURIComponent(record.s3.object.key.replaceAll('+', ' ')) === key
  );
}

export function findCreatedRecord(records: S3EventRecord[], query: EventQuery): S3EventRecord | undefined {
  return records.find((record) => isCreatedEventFor(record, query));
}
