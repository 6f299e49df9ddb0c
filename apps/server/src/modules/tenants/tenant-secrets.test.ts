import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { tenantCreateRequest as createRequest } from '../../testing/tenant-requests.ts';
import { configEnv, dockerConfigJson, envLine, tenantSecrets } from './tenant-secrets.ts';

const root = { user: 'ROOTUSER12345678', password: 'ROOTPASSWORD1234567890ABCDEFGHIJ' };
const decode = (value: string | undefined) => Buffer.from(value ?? '', 'base64').toString('utf8');

describe('config.env', () => {
  it('writes one export line per setting, sorted by key, each value in double quotes', () => {
    expect(
      configEnv({ MINIO_ROOT_USER: 'ABC', MINIO_BROWSER: 'on', MINIO_STORAGE_CLASS_STANDARD: 'EC:2' }),
    ).toBe(
      'export MINIO_BROWSER="on"\n' +
        'export MINIO_ROOT_USER="ABC"\n' +
        'export MINIO_STORAGE_CLASS_STANDARD="EC:2"\n',
    );
  });

  it.each(['a"b', 'a\\b', '$HOME', '`id`', 'two\nlines', 'tab\there', 'é'])(
    'refuses a value no reader would take the same way: %j',
    (value) => {
      expect(() => envLine('MINIO_X', value)).toThrow(HttpError);
      expect(() => envLine('MINIO_X', value)).toThrow(/MINIO_X cannot go into the tenant's configuration/);
    },
  );

  it('keeps spaces and the other printable characters as they are', () => {
    expect(envLine('K', "a b=c:d/e'f!~")).toBe('export K="a b=c:d/e\'f!~"');
  });
});

describe('tenantSecrets', () => {
  it('writes the configuration first, with the root credentials, parity and browser switch', () => {
    const { secrets, configuration } = tenantSecrets(createRequest({ enable_console: false }), root);
    expect(configuration).toBe('alpha-env-configuration');
    expect(secrets[0]).toMatchObject({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'alpha-env-configuration', labels: { 'v1.min.io/tenant': 'alpha' } },
      type: 'Opaque',
      immutable: true,
    });
    expect(Object.keys(secrets[0]?.data ?? {})).toEqual(['config.env']);
    expect(decode(secrets[0]?.data?.['config.env'])).toBe(
      'export MINIO_BROWSER="off"\n' +
        'export MINIO_ROOT_PASSWORD="ROOTPASSWORD1234567890ABCDEFGHIJ"\n' +
        'export MINIO_ROOT_USER="ROOTUSER12345678"\n' +
        'export MINIO_STORAGE_CLASS_STANDARD="EC:2"\n',
    );
  });

  it('writes one secret per built-in user, numbered from 0, with its keys', () => {
    const keys = [
      { access_key: 'first-user', secret_key: 'first-secret' },
      { access_key: 'second-user', secret_key: 'second-secret' },
    ];
    const { secrets, users, imagePullSecret } = tenantSecrets(createRequest({ idp: { keys } }), root);
    expect(users).toEqual(['alpha-user-0', 'alpha-user-1']);
    expect(imagePullSecret).toBeUndefined();
    expect(secrets.map((s) => s.metadata?.name)).toEqual([
      'alpha-env-configuration',
      'alpha-user-0',
      'alpha-user-1',
    ]);
    const second = secrets[2];
    expect(second).toMatchObject({ type: 'Opaque', immutable: true });
    expect(second?.metadata?.labels).toEqual({ 'v1.min.io/tenant': 'alpha' });
    expect(decode(second?.data?.CONSOLE_ACCESS_KEY)).toBe('second-user');
    expect(decode(second?.data?.CONSOLE_SECRET_KEY)).toBe('second-secret');
  });

  it('writes the registry’s credentials as a docker config when a registry is given', () => {
    const image_registry = { registry: 'registry.example.com:5000', username: 'puller', password: 'p:ss' };
    const { secrets, imagePullSecret } = tenantSecrets(createRequest({ image_registry }), root);
    expect(imagePullSecret).toBe('alpha-regcred');
    const regcred = secrets.at(-1);
    expect(regcred).toMatchObject({
      metadata: { name: 'alpha-regcred', labels: { 'v1.min.io/tenant': 'alpha' } },
      type: 'kubernetes.io/dockerconfigjson',
      immutable: true,
    });
    expect(JSON.parse(decode(regcred?.data?.['.dockerconfigjson']))).toEqual({
      auths: {
        'registry.example.com:5000': {
          username: 'puller',
          password: 'p:ss',
          auth: Buffer.from('puller:p:ss').toString('base64'),
        },
      },
    });
    expect(dockerConfigJson(image_registry)).toBe(decode(regcred?.data?.['.dockerconfigjson']));
  });
});
