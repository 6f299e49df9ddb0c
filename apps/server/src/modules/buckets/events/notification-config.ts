import { createHash } from 'node:crypto';
import type {
  Event,
  FilterRule,
  LambdaFunctionConfiguration,
  NotificationConfiguration,
  QueueConfiguration,
  TopicConfiguration,
} from '@aws-sdk/client-s3';
import type { BucketEventSubscription, BucketEventType } from '@granary/contract';
import { bucketEventTypeSchema, minioEventByType } from '@granary/contract';

/** One entry of a bucket's notification configuration, whichever list it lives in. */
export type NotificationEntry = {
  id: string;
  arn: string;
  minioEvents: string[];
  prefix: string;
  suffix: string;
};

/** The configuration without the SDK's response metadata, ready to be put back. */
export type NotificationLists = Required<
  Pick<
    NotificationConfiguration,
    'QueueConfigurations' | 'TopicConfigurations' | 'LambdaFunctionConfigurations'
  >
>;

const typeByMinioEvent = new Map(
  bucketEventTypeSchema.options.map((type) => [minioEventByType[type], type] as const),
);

function filterValue(rules: FilterRule[] | undefined, name: 'prefix' | 'suffix'): string {
  return rules?.find((rule) => rule.Name?.toLowerCase() === name)?.Value ?? '';
}

type AnyConfiguration = QueueConfiguration | TopicConfiguration | LambdaFunctionConfiguration;

function entryOf(configuration: AnyConfiguration, arn: string | undefined): NotificationEntry {
  const rules = configuration.Filter?.Key?.FilterRules;
  return {
    id: configuration.Id ?? '',
    arn: arn ?? '',
    minioEvents: [...(configuration.Events ?? [])],
    prefix: filterValue(rules, 'prefix'),
    suffix: filterValue(rules, 'suffix'),
  };
}

export function notificationLists(configuration: NotificationConfiguration): NotificationLists {
  return {
    QueueConfigurations: configuration.QueueConfigurations ?? [],
    TopicConfigurations: configuration.TopicConfigurations ?? [],
    LambdaFunctionConfigurations: configuration.LambdaFunctionConfigurations ?? [],
  };
}

/** Every entry in one list: MinIO uses queues only, but topics and lambdas are kept and shown too. */
export function notificationEntries(lists: NotificationLists): NotificationEntry[] {
  return [
    ...lists.QueueConfigurations.map((c) => entryOf(c, c.QueueArn)),
    ...lists.TopicConfigurations.map((c) => entryOf(c, c.TopicArn)),
    ...lists.LambdaFunctionConfigurations.map((c) => entryOf(c, c.LambdaFunctionArn)),
  ];
}

/** The lists without the entries `drop` selects. */
export function withoutEntries(
  lists: NotificationLists,
  drop: (entry: NotificationEntry) => boolean,
): NotificationLists {
  return {
    QueueConfigurations: lists.QueueConfigurations.filter((c) => !drop(entryOf(c, c.QueueArn))),
    TopicConfigurations: lists.TopicConfigurations.filter((c) => !drop(entryOf(c, c.TopicArn))),
    LambdaFunctionConfigurations: lists.LambdaFunctionConfigurations.filter(
      (c) => !drop(entryOf(c, c.LambdaFunctionArn)),
    ),
  };
}

/** A queue configuration (MinIO's only kind) for a new subscription. */
export function queueConfiguration(entry: NotificationEntry): QueueConfiguration {
  const rules: FilterRule[] = [];
  if (entry.prefix) rules.push({ Name: 'prefix', Value: entry.prefix });
  if (entry.suffix) rules.push({ Name: 'suffix', Value: entry.suffix });
  return {
    Id: entry.id,
    QueueArn: entry.arn,
    Events: entry.minioEvents as Event[],
    ...(rules.length > 0 && { Filter: { Key: { FilterRules: rules } } }),
  };
}

/** The table's view of an entry: the three offered types, and any other MinIO event name kept verbatim. */
export function toSubscription(entry: NotificationEntry): BucketEventSubscription {
  const events: BucketEventType[] = [];
  const otherEvents: string[] = [];
  for (const name of entry.minioEvents) {
    const type = typeByMinioEvent.get(name);
    if (type) events.push(type);
    else otherEvents.push(name);
  }
  return {
    id: entry.id || derivedId(entry),
    arn: entry.arn,
    events,
    otherEvents,
    prefix: entry.prefix,
    suffix: entry.suffix,
  };
}

/** Entries written by other tools have no Id; this one is stable while the entry stays the same. */
function derivedId(entry: NotificationEntry): string {
  const identity = JSON.stringify([entry.arn, [...entry.minioEvents].sort(), entry.prefix, entry.suffix]);
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** True when `entry` is exactly the subscription described (same ARN, event set, prefix and suffix). */
export function isSameSubscription(
  entry: NotificationEntry,
  wanted: { arn: string; minioEvents: string[]; prefix: string; suffix: string },
): boolean {
  return (
    entry.arn === wanted.arn &&
    entry.prefix === wanted.prefix &&
    entry.suffix === wanted.suffix &&
    sameSet(entry.minioEvents, wanted.minioEvents)
  );
}
