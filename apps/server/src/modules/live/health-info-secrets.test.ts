import { describe, expect, it } from 'vitest';
import { isSecretName, REDACTED, withoutEmbeddedSecrets, withoutSecrets } from './health-info-secrets.ts';

describe('isSecretName', () => {
  it.each([
    'MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_GRANARY',
    'MINIO_NOTIFY_KAFKA_SASL_PASSWORD_A',
    'MINIO_IDENTITY_OPENID_CLIENT_SECRET',
    'MINIO_KMS_SECRET_KEY',
    'MINIO_KMS_KES_API_KEY',
    'accountkey',
    'secretkey',
    'account_key',
    'clientSecret',
    'sasl_password',
    'token',
    'credentials',
    'private_key',
  ])('%s is secret', (name) => expect(isSecretName(name)).toBe(true));

  it.each([
    'MINIO_PROMETHEUS_AUTH_TYPE',
    'MINIO_ROOT_USER_FILE',
    'key',
    'value',
    'client_tls_key',
    'access_key',
    'passive',
    'bypass_governance',
    'keyrotation_workers_wait',
    'accesskey',
  ])('%s is not', (name) => expect(isSecretName(name)).toBe(false));
});

describe('withoutEmbeddedSecrets', () => {
  it.each([
    ['amqp://guest:pw1@127.0.0.1:5672', `amqp://guest:${REDACTED}@127.0.0.1:5672`],
    [
      'postgres://u:p%40ss@db.example:5432/x?sslmode=require',
      `postgres://u:${REDACTED}@db.example:5432/x?sslmode=require`,
    ],
    ['root:pw2@tcp(127.0.0.1:3306)/test', `root:${REDACTED}@tcp(127.0.0.1:3306)/test`],
    [
      'host=127.0.0.1 port=5432 user=postgres password=pw3 dbname=x sslmode=disable',
      `host=127.0.0.1 port=5432 user=postgres password=${REDACTED} dbname=x sslmode=disable`,
    ],
    ["host=db password='a b' dbname=x", `host=db password=${REDACTED} dbname=x`],
    ['https://es.example/?token=abc&x=1', `https://es.example/?token=${REDACTED}&x=1`],
  ])('%s', (text, masked) => expect(withoutEmbeddedSecrets(text)).toBe(masked));

  it('leaves text without credentials as it is', () => {
    const text = 'http://127.0.0.1:9000/minio/health user@example.com key=value 10:30';
    expect(withoutEmbeddedSecrets(text)).toBe(text);
  });
});

describe('withoutSecrets', () => {
  it('masks secret variables, configuration pairs and whatever a secret name holds; empty stays empty', () => {
    const info = {
      minio_env_vars: {
        MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_A: 'tok',
        MINIO_NOTIFY_REDIS_PASSWORD_B: '',
        MINIO_ROOT_PASSWORD: REDACTED,
        MINIO_NOTIFY_MYSQL_DSN_STRING_C: 'u:pw@tcp(h:3306)/d',
        MINIO_BROWSER: 'off',
      },
      config: {
        notify_webhook: {
          a: [
            { key: 'endpoint', value: 'http://hook.example' },
            { key: 'auth_token', value: 'tok2' },
          ],
        },
      },
      credentials: { nested: ['one', { deeper: 'two' }], count: 2 },
      cmd_line: 'minio server http://u:pw3@host/d{1...4}',
    };
    expect(withoutSecrets(info)).toEqual({
      minio_env_vars: {
        MINIO_AUDIT_WEBHOOK_AUTH_TOKEN_A: REDACTED,
        MINIO_NOTIFY_REDIS_PASSWORD_B: '',
        MINIO_ROOT_PASSWORD: REDACTED,
        MINIO_NOTIFY_MYSQL_DSN_STRING_C: `u:${REDACTED}@tcp(h:3306)/d`,
        MINIO_BROWSER: 'off',
      },
      config: {
        notify_webhook: {
          a: [
            { key: 'endpoint', value: 'http://hook.example' },
            { key: 'auth_token', value: REDACTED },
          ],
        },
      },
      credentials: { nested: [REDACTED, { deeper: REDACTED }], count: 2 },
      cmd_line: `minio server http://u:${REDACTED}@host/d{1...4}`,
    });
  });
});
