import type { ConfigResponse } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import {
  buildFields,
  configFormSchema,
  fieldsNamedIn,
  initialValues,
  keyLabel,
  toKeyValues,
  configChanges,
} from './config-form-model';
import { notificationOverlays } from './spec-overlays';

const help = (key: string, type: string, optional = true) => ({
  key,
  type,
  optional,
  description: `${key} help`,
  secret: key === 'password',
});

const redis: ConfigResponse = {
  name: 'notify_redis',
  description: 'publish bucket notifications to Redis datastores',
  multipleTargets: true,
  keys: [
    help('enable', 'on|off', false),
    help('format', 'namespace*|access', false),
    help('address', 'address', false),
    help('key', 'string', false),
    help('password', 'string'),
    help('queue_dir', 'path'),
    help('queue_limit', 'number'),
    help('comment', 'sentence'),
  ],
  target: { name: '_', key_values: [], redacted: [], env: [] },
};

const problems = (values: Record<string, string>, config = redis) => {
  const overlay = notificationOverlays[config.name];
  const fields = buildFields(config, undefined, overlay);
  const result = configFormSchema(fields, overlay).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

const valid = {
  format: 'namespace',
  address: '127.0.0.1:6379',
  key: 'events',
  password: '',
  queue_dir: '/q',
  queue_limit: '10000',
  comment: '',
};

describe('config form from MinIO help and the spec overlay', () => {
  it('labels keys as words with their acronyms', () => {
    expect(keyLabel('queue_dir')).toBe('Queue Dir');
    expect(keyLabel('tls_skip_verify')).toBe('TLS Skip Verify');
    expect(keyLabel('dsn_string')).toBe('DSN String');
  });

  it('orders the spec keys first, hides enable, marks required and offers closed sets', () => {
    const fields = buildFields(redis, undefined, notificationOverlays['notify_redis']);
    expect(fields.map((field) => field.key)).toEqual([
      'address',
      'key',
      'password',
      'format',
      'queue_dir',
      'queue_limit',
      'comment',
    ]);
    expect(fields.filter((field) => field.required).map((field) => field.key)).toEqual([
      'address',
      'key',
      'format',
      'queue_dir',
    ]);
    expect(fields.find((field) => field.key === 'format')?.options).toEqual([
      { value: 'namespace', label: 'namespace' },
      { value: 'access', label: 'access' },
    ]);
    expect(fields.find((field) => field.key === 'password')?.secret).toBe(true);
  });

  it('starts a new target from the spec defaults and an existing one from MinIO', () => {
    const overlay = notificationOverlays['notify_redis'];
    const fields = buildFields(redis, undefined, overlay);
    expect(initialValues(fields, undefined, overlay)).toMatchObject({ queue_limit: '10000', address: '' });
    const running = {
      name: 'x',
      key_values: [{ key: 'address', value: 'r:6379' }],
      redacted: ['password'],
      env: [],
    };
    expect(initialValues(fields, running, overlay)).toMatchObject({ address: 'r:6379', queue_limit: '' });
  });

  it('accepts a complete form and names each problem', () => {
    expect(problems(valid)).toEqual({});
    expect(problems({ ...valid, address: '', queue_dir: '' })).toEqual({
      address: 'Address is required',
      queue_dir: 'Queue Dir is required',
    });
    expect(problems({ ...valid, queue_limit: 'ten' })).toEqual({
      queue_limit: 'Queue Limit must be a whole number',
    });
    expect(problems({ ...valid, format: 'json' })).toEqual({
      format: 'Format must be one of namespace, access',
    });
    expect(problems({ ...valid, comment: 'two\nlines' })).toEqual({ comment: 'must be on one line' });
  });

  it('checks durations, URLs, URIs and broker lists by their MinIO type', () => {
    const config: ConfigResponse = {
      ...redis,
      name: 'notify_kafka',
      keys: [
        help('brokers', 'csv', false),
        help('queue_dir', 'path'),
        help('retry', 'duration'),
        help('url', 'url'),
        help('broker', 'uri'),
      ],
    };
    const base = { brokers: 'k1:9092,k2:9092', queue_dir: '/q', retry: '', url: '', broker: '' };
    expect(problems(base, config)).toEqual({});
    expect(problems({ ...base, brokers: 'k1:9092,k2' }, config)).toEqual({
      brokers: 'Brokers must be host:port addresses separated by commas',
    });
    expect(
      problems({ ...base, retry: '5 minutes', url: 'localhost/x', broker: '127.0.0.1:1883' }, config),
    ).toEqual({
      retry: 'Retry must be a duration such as 30s, 5m or 1h',
      url: 'URL must be a URL with its scheme, such as https://host/path or tcp://host:1883',
      broker: 'Broker must be a URL with its scheme, such as https://host/path or tcp://host:1883',
    });
  });

  it('keeps a redacted secret when left empty and drops every empty value', () => {
    const target = { ...redis.target, redacted: ['password'] };
    const fields = buildFields(redis, target, { required: ['password'] });
    expect(fields.find((field) => field.key === 'password')?.redacted).toBe(true);
    expect(configFormSchema(fields).safeParse({ ...valid, enable: 'on' }).success).toBe(true);
    expect(toKeyValues({ address: 'a:1', password: '', comment: '' })).toEqual([
      { key: 'address', value: 'a:1' },
    ]);
    // Editing: only what changed goes to MinIO, which keeps the rest as it is.
    const initial = { address: 'a:1', comment: 'old', queue_limit: '10000' };
    expect(
      toKeyValues({ address: 'a:1', password: '', comment: 'new', queue_limit: '10000' }, initial),
    ).toEqual([{ key: 'comment', value: 'new' }]);
    expect(toKeyValues(initial, initial)).toEqual([]);
  });

  it('resets the keys the admin emptied, never a hidden secret left empty nor enable', () => {
    const initial = { address: 'a:1', password: '', comment: 'old', queue_limit: '10000', enable: 'on' };
    expect(configChanges({ ...initial, comment: '', queue_limit: '20000', enable: '' }, initial)).toEqual({
      key_values: [{ key: 'queue_limit', value: '20000' }],
      reset_keys: ['comment'],
    });
    expect(configChanges(initial, initial)).toEqual({ key_values: [] });
  });

  it('finds the fields MinIO names in its refusal', () => {
    const fields = buildFields(redis, undefined);
    expect(fieldsNamedIn("invalid value for 'queue_limit': strconv error", fields)).toEqual(['queue_limit']);
    expect(fieldsNamedIn('dial tcp 127.0.0.1:1: connection refused', fields)).toEqual([]);
  });
});
