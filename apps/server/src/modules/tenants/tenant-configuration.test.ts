import { describe, expect, it } from 'vitest';
import { parseConfigEnv } from './tenant-configuration.ts';

describe('parseConfigEnv', () => {
  it('reads the export lines the console and the operator write, quotes stripped', () => {
    const values = parseConfigEnv(
      [
        'export MINIO_ROOT_USER="ROOTUSER"',
        "export MINIO_BROWSER='on'",
        'MINIO_STORAGE_CLASS_STANDARD=EC:2',
        '  export   MINIO_IDENTITY_OPENID_CONFIG_URL="https://id.example/a?b=c"  ',
        '# export MINIO_IDENTITY_LDAP_SERVER_ADDR="commented out"',
        'not a setting',
        'export EMPTY=""',
        'export MINIO_ROOT_USER="LATER"',
      ].join('\r\n'),
    );
    expect(Object.fromEntries(values)).toEqual({
      MINIO_ROOT_USER: 'LATER',
      MINIO_BROWSER: 'on',
      MINIO_STORAGE_CLASS_STANDARD: 'EC:2',
      // A value holding '=' is kept whole (the previous console dropped it).
      MINIO_IDENTITY_OPENID_CONFIG_URL: 'https://id.example/a?b=c',
      EMPTY: '',
    });
  });

  it('reads nothing from an empty or unreadable text', () => {
    expect(parseConfigEnv('').size).toBe(0);
    expect(parseConfigEnv('\u0000\u0001 garbage').size).toBe(0);
  });
});
