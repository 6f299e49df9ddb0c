import type { CertificateEntry, TenantSecurity } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import {
  halfPairProblems,
  keepsCertificates,
  removalBlocked,
  securityDefaults,
  securityUpdate,
} from './security-form';

const entry = (name: string): CertificateEntry => ({
  state: 'ok',
  name,
  domains: [],
  expiry: '2030-01-01T00:00:00.000Z',
  expired: false,
  serialNumber: '01',
});
const security: TenantSecurity = {
  autoCert: false,
  consoleEnabled: false,
  customCertificates: {
    minio: [entry('a'), entry('b')],
    minioCAs: [entry('ca')],
    console: [],
    consoleCAs: [],
  },
};
const pem = (name: string) => ({ name, pem: `-----BEGIN ${name}-----` });

describe('the Security tab’s form', () => {
  it('starts with Custom Certificates on when the tenant names any, and sends only complete rows', () => {
    const values = securityDefaults(security);
    expect(values.customCerts).toBe(true);
    values.removing = 'b';
    values.serverCerts = [
      { crt: pem('c'), key: pem('k') },
      { crt: pem('half'), key: null },
    ];
    values.caCerts = [{ crt: pem('ca2') }, { crt: null }];
    expect(securityUpdate(values, false)).toEqual({
      autoCert: false,
      customCertificates: {
        secretsToBeDeleted: ['b'],
        minio: [{ crt: '-----BEGIN c-----', key: '-----BEGIN k-----' }],
        minioCAs: ['-----BEGIN ca2-----'],
        console: [],
        consoleCAs: [],
      },
    });
    expect(halfPairProblems(values)).toEqual({ 'serverCerts.1.key': 'Choose this certificate’s key' });
    expect(securityUpdate({ ...values, customCerts: false }, false)).toEqual({
      autoCert: false,
      customCertificates: null,
    });
  });

  it('offers one removal at a time, never of a list’s only entry but the console’s certificate', () => {
    expect(removalBlocked('minio', security.customCertificates.minio, null)).toBeUndefined();
    expect(removalBlocked('minioCAs', security.customCertificates.minioCAs, null)).toContain('The only one');
    expect(removalBlocked('console', [entry('c')], null)).toBeUndefined();
    expect(removalBlocked('minio', security.customCertificates.minio, 'a')).toContain(
      'One certificate at a time',
    );
  });

  it('knows when MinIO would be left without a certificate', () => {
    const values = securityDefaults(security);
    expect(keepsCertificates(values, security)).toBe(true);
    expect(keepsCertificates({ ...values, customCerts: false }, security)).toBe(false);
    expect(keepsCertificates({ ...values, customCerts: false, autoCert: true }, security)).toBe(true);
  });
});
