import { describe, expect, it } from 'vitest';
import {
  isSameSubscription,
  notificationEntries,
  queueConfiguration,
  toSubscription,
  withoutEntries,
} from './notification-config.ts';

const entry = {
  id: 'one',
  arn: 'arn:minio:sqs::primary:webhook',
  minioEvents: ['s3:ObjectCreated:*', 's3:ObjectRemoved:*'],
  prefix: 'in/',
  suffix: '.txt',
};

describe('notification configuration', () => {
  it('writes a queue configuration with only the filters that are set', () => {
    expect(queueConfiguration(entry)).toEqual({
      Id: 'one',
      QueueArn: entry.arn,
      Events: entry.minioEvents,
      Filter: {
        Key: {
          FilterRules: [
            { Name: 'prefix', Value: 'in/' },
            { Name: 'suffix', Value: '.txt' },
          ],
        },
      },
    });
    expect(queueConfiguration({ ...entry, prefix: '', suffix: '' })).not.toHaveProperty('Filter');
  });

  it('maps the three wildcard events to types and keeps any other event name', () => {
    const subscription = toSubscription({
      ...entry,
      minioEvents: ['s3:ObjectAccessed:*', 's3:ObjectCreated:Put', 's3:ObjectCreated:*'],
    });
    expect(subscription.events).toEqual(['get', 'put']);
    expect(subscription.otherEvents).toEqual(['s3:ObjectCreated:Put']);
  });

  it('derives a stable id for entries without one, independent of event order', () => {
    const a = toSubscription({ ...entry, id: '' });
    const b = toSubscription({ ...entry, id: '', minioEvents: [...entry.minioEvents].reverse() });
    expect(a.id).toMatch(/^[0-9a-f]{16}$/);
    expect(b.id).toBe(a.id);
    expect(toSubscription({ ...entry, id: '', prefix: 'other/' }).id).not.toBe(a.id);
  });

  it('matches a subscription on ARN, event set, prefix and suffix only', () => {
    const wanted = { ...entry, minioEvents: ['s3:ObjectRemoved:*', 's3:ObjectCreated:*'] };
    expect(isSameSubscription({ ...entry, id: 'other' }, wanted)).toBe(true);
    expect(isSameSubscription(entry, { ...wanted, minioEvents: ['s3:ObjectCreated:*'] })).toBe(false);
    expect(isSameSubscription(entry, { ...wanted, suffix: '' })).toBe(false);
    expect(isSameSubscription(entry, { ...wanted, arn: 'arn:minio:sqs::audit:webhook' })).toBe(false);
  });

  it('reads and filters queue, topic and lambda entries alike', () => {
    const lists = {
      QueueConfigurations: [queueConfiguration(entry)],
      TopicConfigurations: [{ TopicArn: 'arn:minio:sns::t:x', Events: ['s3:ObjectCreated:*' as const] }],
      LambdaFunctionConfigurations: [
        { LambdaFunctionArn: 'arn:minio:lambda::l:x', Events: ['s3:ObjectRemoved:*' as const] },
      ],
    };
    expect(notificationEntries(lists).map((e) => e.arn)).toEqual([
      entry.arn,
      'arn:minio:sns::t:x',
      'arn:minio:lambda::l:x',
    ]);
    const kept = withoutEntries(lists, (e) => e.arn === entry.arn);
    expect(kept.QueueConfigurations).toEqual([]);
    expect(kept.TopicConfigurations).toHaveLength(1);
    expect(kept.LambdaFunctionConfigurations).toHaveLength(1);
  });
});
