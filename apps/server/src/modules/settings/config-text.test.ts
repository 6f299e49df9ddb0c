import { describe, expect, it } from 'vitest';
import { configLine, parseConfigText } from './config-text.ts';

const webhookKeys = ['enable', 'endpoint', 'auth_token', 'comment', 'queue_dir'];
const typed = (keys: string[]) => keys.map((key) => ({ key, type: key === 'enable' ? 'on|off' : 'string' }));

describe('MinIO config text', () => {
  it('reads every target and every key MinIO wrote, quoted when it holds white space, nothing escaped', () => {
    const text =
      'logger_webhook endpoint= auth_token= comment= \n' +
      'logger_webhook:a endpoint=http://h/a comment="say "hi" to ops" queue_dir= \n' +
      'logger_webhook:b enable=off endpoint=http://h/b comment="a b" note=\'x\' \n';
    expect(parseConfigText('logger_webhook', text)).toEqual([
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
          { key: 'note', value: "'x'" },
        ],
        env: [],
      },
    ]);
  });

  it('never glues a key its help does not list onto the value before it', () => {
    // MinIO's own answer for api: replication_max_lrg_workers and gzip_objects are not in its help.
    const text =
      'api requests_max=0 cors_allow_origin=* replication_max_workers=500 replication_max_lrg_workers=10 ' +
      'disable_odirect= odirect=on gzip_objects=off root_access=on \n';
    expect(parseConfigText('api', text)[0]?.keyValues).toEqual([
      { key: 'requests_max', value: '0' },
      { key: 'cors_allow_origin', value: '*' },
      { key: 'replication_max_workers', value: '500' },
      { key: 'replication_max_lrg_workers', value: '10' },
      { key: 'disable_odirect', value: '' },
      { key: 'odirect', value: 'on' },
      { key: 'gzip_objects', value: 'off' },
      { key: 'root_access', value: 'on' },
    ]);
    const openid = 'identity_openid keycloak_admin_url= user_readable_claim= user_id_claim= \n';
    expect(parseConfigText('identity_openid', openid)[0]?.keyValues.map((pair) => pair.value)).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('gives each target the environment variables listed before it, by key', () => {
    const text = '# MINIO_API_REQUESTS_MAX=500\napi requests_max=0 cors_allow_origin=* \n';
    expect(parseConfigText('api', text)[0]?.env).toEqual([
      { key: 'requests_max', variable: 'MINIO_API_REQUESTS_MAX', value: '500' },
    ]);
    const named = '# MINIO_NOTIFY_REDIS_ADDRESS_PRIMARY=r:6379\nnotify_redis:primary address=r:6379 \n';
    expect(parseConfigText('notify_redis', named)[0]?.env[0]?.key).toBe('address');
  });

  it('writes the pairs given with a value, each quoted so MinIO reads it back as sent', () => {
    const pairs = [
      { key: 'endpoint', value: 'http://h/x' },
      { key: 'comment', value: 'say "hi" to ops' },
      { key: 'auth_token', value: '' },
      { key: 'queue_dir', value: "'quoted'" },
    ];
    const line = configLine('logger_webhook', 'x', pairs, typed(webhookKeys));
    expect(line).toBe(
      `logger_webhook:x endpoint="http://h/x" comment="say "hi" to ops" queue_dir="''quoted''"`,
    );
    expect(
      configLine('api', '_', [{ key: 'gzip_objects', value: 'on' }], typed(['requests_max']), [
        'gzip_objects',
      ]),
    ).toBe('api gzip_objects="on"');
  });

  it('refuses what MinIO would misread: an unknown key, a value holding another key', () => {
    expect(() =>
      configLine('api', undefined, [{ key: 'nope', value: '1' }], typed(['requests_max'])),
    ).toThrow(/nope is not a key of api/);
    expect(() =>
      configLine('logger_webhook', 'a', [{ key: 'comment', value: 'x endpoint=y' }], typed(webhookKeys)),
    ).toThrow(/comment must not contain "endpoint="/);
    // A key MinIO holds but its help does not list can be set through a value just the same.
    expect(() =>
      configLine(
        'api',
        undefined,
        [{ key: 'cors_allow_origin', value: '* gzip_objects=on' }],
        typed(['cors_allow_origin']),
        ['gzip_objects'],
      ),
    ).toThrow(/cors_allow_origin must not contain "gzip_objects="/);
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
    expect(configLine('api', undefined, [{ key: 'format', value: 'access' }], api)).toBe(
      'api format="access"',
    );
  });
});
