import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { parseDurationSeconds } from './duration.ts';

const defaults = { staticDir: '/tmp/static' };

describe('loadConfig', () => {
  it('uses MinIO Console defaults', () => {
    const config = loadConfig({ HOME: '/home/x' }, defaults);
    expect(config.minioServer.toString()).toBe('http://localhost:9000/');
    expect(config.port).toBe(9090);
    expect(config.stsDurationSeconds).toBe(12 * 3600);
    expect(config.ldapEnabled).toBe(false);
    expect(config.pbkdf).toBeUndefined();
  });

  it('reads the console variables', () => {
    const config = loadConfig(
      {
        CONSOLE_MINIO_SERVER: 'https://minio.example:9000',
        CONSOLE_PORT: '8080',
        CONSOLE_STS_DURATION: '1h30m',
        CONSOLE_LDAP_ENABLED: 'on',
        CONSOLE_PBKDF_PASSPHRASE: 'p',
        CONSOLE_PBKDF_SALT: 's',
      },
      defaults,
    );
    expect(config.minioServer.protocol).toBe('https:');
    expect(config.port).toBe(8080);
    expect(config.stsDurationSeconds).toBe(5400);
    expect(config.ldapEnabled).toBe(true);
    expect(config.pbkdf).toEqual({ passphrase: 'p', salt: 's' });
  });

  it.each([
    [{ CONSOLE_PORT: 'abc' }, 'CONSOLE_PORT="abc" is not valid'],
    [{ CONSOLE_PORT: '70000' }, 'CONSOLE_PORT="70000" is not valid'],
    [{ CONSOLE_MINIO_SERVER: 'ftp://x' }, 'CONSOLE_MINIO_SERVER="ftp://x" is not valid'],
    [{ CONSOLE_LDAP_ENABLED: 'maybe' }, 'CONSOLE_LDAP_ENABLED="maybe" is not valid'],
    [{ CONSOLE_STS_DURATION: '5m' }, 'CONSOLE_STS_DURATION="5m" is not valid'],
    [{ CONSOLE_PBKDF_PASSPHRASE: 'only-one' }, 'must be set together'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env, defaults)).toThrowError(ConfigError);
    expect(() => loadConfig(env, defaults)).toThrowError(message);
  });
});

describe('CONSOLE_REPLICATION_TARGET_HOSTS', () => {
  const hosts = (value: string) =>
    loadConfig({ CONSOLE_REPLICATION_TARGET_HOSTS: value }, defaults).replicationTargetHosts;

  it('is unset by default, and a list of lower-case hosts when set', () => {
    expect(loadConfig({}, defaults).replicationTargetHosts).toBeUndefined();
    expect(hosts(' Replica.Example:9000, dr.example ,[::1]:9000')).toEqual([
      'replica.example:9000',
      'dr.example',
      '[::1]:9000',
    ]);
  });

  it.each(['https://replica.example', 'replica.example/path', ',', 'a b'])('refuses %j', (value) => {
    expect(() => hosts(value)).toThrow(ConfigError);
    expect(() => hosts(value)).toThrow(/CONSOLE_REPLICATION_TARGET_HOSTS=.* is not valid/);
  });
});

describe('GRANARY_TRUST_PROXY and GRANARY_PUBLIC_URL', () => {
  const trust = (value: string) => loadConfig({ GRANARY_TRUST_PROXY: value }, defaults).trustProxy;

  it('trusts no proxy by default; on, a hop count or addresses otherwise', () => {
    expect(loadConfig({}, defaults).trustProxy).toBe(false);
    expect(trust('on')).toBe(true);
    expect(trust('off')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16')).toBe('10.0.0.1,10.1.0.0/16');
    expect(() => trust('maybe')).toThrow(ConfigError);
  });

  it('reads the public URL, and refuses one that is not http(s)', () => {
    expect(loadConfig({ GRANARY_PUBLIC_URL: 'https://console.example/' }, defaults).publicUrl?.origin).toBe(
      'https://console.example',
    );
    expect(() => loadConfig({ GRANARY_PUBLIC_URL: 'console.example' }, defaults)).toThrow(
      /GRANARY_PUBLIC_URL/,
    );
  });
});

describe('GRANARY_AUDIT_DB', () => {
  const storeUrl = (value: string) => loadConfig({ GRANARY_AUDIT_DB: value }, defaults).storeUrl;

  it('is the embedded store when unset, and a postgres:// URL otherwise', () => {
    expect(loadConfig({}, defaults).storeUrl).toBeUndefined();
    expect(storeUrl('postgres://granary@db.example:5432/granary')?.host).toBe('db.example:5432');
    expect(storeUrl('postgresql://db.example/granary')?.protocol).toBe('postgresql:');
  });

  it.each(['mysql://db.example/granary', 'db.example:5432', 'postgres://granary:s3cret@'])(
    'refuses %j without repeating it (it may hold a password)',
    (value) => {
      const error = (() => {
        try {
          return storeUrl(value);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^GRANARY_AUDIT_DB is not valid: expected a postgres:\/\//);
      expect((error as Error).message).not.toContain('s3cret');
    },
  );
});

describe('GRANARY_AUDIT_*', () => {
  const audit = (env: Record<string, string>) => loadConfig(env, defaults).audit;

  it('has stated defaults: a token kept in the data directory, 30 days, 1024 MiB', () => {
    expect(audit({})).toEqual({ retentionDays: 30, maxSizeMb: 1024 });
    expect(audit({ GRANARY_AUDIT_TOKEN: 'a-token-of-16-chars', GRANARY_AUDIT_RETENTION_DAYS: '7' })).toEqual({
      token: 'a-token-of-16-chars',
      retentionDays: 7,
      maxSizeMb: 1024,
    });
  });

  it.each([
    [{ GRANARY_AUDIT_TOKEN: 'short' }, /GRANARY_AUDIT_TOKEN is not valid/],
    [{ GRANARY_AUDIT_TOKEN: 'has a space in it here' }, /GRANARY_AUDIT_TOKEN is not valid/],
    [{ GRANARY_AUDIT_TOKEN: 'env-token-is-dropped-by-minio' }, /must not start with "env"/],
    [{ GRANARY_AUDIT_RETENTION_DAYS: '0' }, /GRANARY_AUDIT_RETENTION_DAYS="0" is not valid/],
    [{ GRANARY_AUDIT_MAX_SIZE_MB: 'lots' }, /GRANARY_AUDIT_MAX_SIZE_MB="lots" is not valid/],
  ])('refuses %j', (env, message) => {
    expect(() => audit(env)).toThrow(message);
  });
});

describe('parseDurationSeconds', () => {
  it.each([
    ['3600', 3600],
    ['12h', 43200],
    ['1h30m', 5400],
    ['45s', 45],
    ['2d', 172800],
    ['soon', undefined],
    ['1h 30m', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(parseDurationSeconds(input)).toBe(expected);
  });
});

describe('variables under the former name', () => {
  it('stop start-up, naming the new name of each', () => {
    const env = { SILO_DATA_DIR: '/srv/console', SILO_AUDIT_DB: 'postgres://db.example/console' };
    expect(() => loadConfig(env, defaults)).toThrowError(ConfigError);
    expect(() => loadConfig(env, defaults)).toThrowError(
      'Silo was renamed Granary: SILO_AUDIT_DB is now GRANARY_AUDIT_DB, SILO_DATA_DIR is now GRANARY_DATA_DIR. ' +
        'Rename them and start again.',
    );
  });

  it('stop start-up even when empty or set beside the new name', () => {
    const env = { SILO_PUBLIC_URL: '', GRANARY_PUBLIC_URL: 'https://console.example' };
    expect(() => loadConfig(env, defaults)).toThrowError(
      'Silo was renamed Granary: SILO_PUBLIC_URL is now GRANARY_PUBLIC_URL. Rename it and start again.',
    );
  });

  it('leave names that only contain the word alone', () => {
    const env = { GRANARY_DATA_DIR: '/srv/console', MINIO_AUDIT_WEBHOOK_ENABLE_SILO: 'on', XSILO_Y: '1' };
    expect(loadConfig(env, defaults).dataDir).toBe('/srv/console');
  });
});
