import { describe, expect, it } from 'vitest';
import { configLine, parseConfigText } from './config-text.ts';

const webhookKeys = ['enable', 'endpoint', 'auth_token', 'comment', 'queue_dir'];
const typed = (keys: string[]) => keys.map((key) => ({ key, type: key === 'enable' ? 'on|off' : 'string' }));

describe('MinIO config text', () => {
  it('reads every target, cutting at known keys and taking one layer of quotes off', () => {
    const text =
      'logger_webhook endpoint= auth_token= comment= \n' +
      'logger_webhook:a endpoint=http://h/a comment="say "hi" to ops" queue_dir= \n' +
      "logger_webhook:b enable=off endpoint=http://h/b comment='a b' \n";
    expect(parseConfigText('logger_webhook', text, webhookKeys)).toEqual([
      {
        name: '_',
        keyValues: [
          { key: 'endpoint', value: '' },
          { key: 'auth_token', value: '' },
          { key: 'comment', value: '' },
        ],
        env: [],
      },
      {
        name: 'a',
        keyValues: [
          { key: 'endpoint', value: 'http://h/a' },
          { key: 'comment', value: 'say "hi" to ops' },
          { key: 'queue_dir', value: '' },
        ],
        env: [],
      },
      {
        name: 'b',
        keyValues: [
          { key: 'enable', value: 'off' },
          { key: 'endpoint', value: 'http://h/b' },
          { key: 'comment', value: 'a b' },
        ],
        env: [],
      },
    ]);
  });

  it('gives each target the environment variables listed before it, by key', () => {
    const text = '# MINIO_API_REQUESTS_MAX=500\napi requests_max=0 cors_allow_origin=* \n';
    expect(parseConfigText('api', text, ['requests_max', 'cors_allow_origin'])[0]?.env).toEqual([
      { key: 'requests_max', variable: 'MINIO_API_REQUESTS_MAX', value: '500' },
    ]);
    const named = '# MINIO_NOTIFY_REDIS_ADDRESS_PRIMARY=r:6379\nnotify_redis:primary address=r:6379 \n';
    expect(parseConfigText('notify_redis', named, ['address'])[0]?.env[0]?.key).toBe('address');
  });

  it('writes a line MinIO reads back as sent', () => {
    const pairs = [
      { key: 'endpoint', value: 'http://h/x' },
      { key: 'comment', value: 'say "hi" to ops' },
      { key: 'auth_token', value: '' },
      { key: 'queue_dir', value: "'quoted'" },
    ];
    const line = configLine('logger_webhook', 'x', pairs, typed(webhookKeys));
    expect(line).toBe(`logger_webhook:x endpoint=http://h/x comment="say "hi" to ops" queue_dir="'quoted'"`);
    const [back] = parseConfigText('logger_webhook', line, webhookKeys);
    expect(back?.keyValues).toEqual(pairs.filter((pair) => pair.value !== ''));
    expect(configLine('api', '_', [{ key: 'endpoint', value: 'a' }], typed(['endpoint']))).toBe(
      'api endpoint=a',
    );
  });

  it('refuses what MinIO would misread: an unknown key, a value holding another key', () => {
    expect(() =>
      configLine('api', undefined, [{ key: 'nope', value: '1' }], typed(['requests_max'])),
    ).toThrow(/nope is not a key of api/);
    expect(() =>
      configLine('logger_webhook', 'a', [{ key: 'comment', value: 'x endpoint=y' }], typed(webhookKeys)),
    ).toThrow(/comment must not contain "endpoint="/);
  });

  it('refuses a value outside a closed type (any word but "on" is off to MinIO)', () => {
    const api = [
      { key: 'root_access', type: 'boolean' },
      { key: 'format', type: 'namespace*|access' },
    ];
    expect(() => configLine('api', undefined, [{ key: 'root_access', value: 'true' }], api)).toThrow(
      /root_access must be one of on, off/,
    );
    expect(() => configLine('api', undefined, [{ key: 'format', value: 'json' }], api)).toThrow(
      /format must be one of namespace, access/,
    );
    expect(configLine('api', undefined, [{ key: 'format', value: 'access' }], api)).toBe('api format=access');
  });
});
