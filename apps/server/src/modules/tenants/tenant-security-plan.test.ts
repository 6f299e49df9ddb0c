import type { TenantSecurityUpdate } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { certificateKey, certificateLists } from './tenant-certificate-refs.ts';
import { newCertificateSecrets, nextSecuritySpec, releasedSecrets } from './tenant-security-plan.ts';

const tls = 'kubernetes.io/tls';
const spec = {
  requestAutoCert: false,
  externalCertSecret: [
    { name: 'a', type: tls },
    { name: 'b', type: tls },
  ],
  externalCaCertSecret: [{ name: 'ca', type: 'Opaque' }],
  pools: [{ name: 'pool-0' }],
};
const change = (over: Partial<NonNullable<TenantSecurityUpdate['customCertificates']>>) => ({
  autoCert: false,
  customCertificates: {
    secretsToBeDeleted: [],
    minio: [],
    minioCAs: [],
    console: [],
    consoleCAs: [],
    ...over,
  },
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? error.message : String(error);
  }
  return undefined;
};

describe('the Security save’s plan', () => {
  it('lets go the one entry asked for, never the only one of a list, and every one when switched off', () => {
    const lists = certificateLists(spec);
    expect([...releasedSecrets(lists, change({ secretsToBeDeleted: ['b'] }))]).toEqual(['b']);
    expect(refusal(() => releasedSecrets(lists, change({ secretsToBeDeleted: ['ca'] })))).toContain(
      "ca is the tenant's only CA certificate",
    );
    expect(refusal(() => releasedSecrets(lists, change({ secretsToBeDeleted: ['z'] })))).toBe(
      "z is not one of the tenant's certificates",
    );
    expect([...releasedSecrets(lists, { autoCert: true, customCertificates: null })]).toEqual([
      'a',
      'b',
      'ca',
    ]);
  });

  it('keeps the rest of the spec, drops the released, adds the new; a console’s single certificate is replaced', () => {
    const consoleSpec = {
      ...spec,
      console: { image: 'minio/console:v0.6.0', externalCertSecret: { name: 'old', type: tls } },
    };
    const added = newCertificateSecrets(
      't',
      change({ console: [{ crt: 'c', key: 'k' }] }).customCertificates,
    );
    const update = change({ console: [{ crt: 'c', key: 'k' }] });
    const released = releasedSecrets(certificateLists(consoleSpec), update);
    expect([...released]).toEqual(['old']);
    const next = nextSecuritySpec(consoleSpec, update, released, added.names);
    expect(next).toMatchObject({ requestAutoCert: false, pools: [{ name: 'pool-0' }] });
    expect(next.console).toEqual({
      image: 'minio/console:v0.6.0',
      externalCertSecret: {
        name: expect.stringMatching(/^t-[a-z0-9]{5}-console-certificate$/) as string,
        type: tls,
      },
    });
    expect(added.secrets[0]).toMatchObject({
      immutable: true,
      type: tls,
      metadata: { labels: { 'v1.min.io/tenant': 't' } },
    });
    const off = nextSecuritySpec(
      spec,
      { autoCert: true, customCertificates: null },
      new Set(['a', 'b', 'ca']),
      added.names,
    );
    expect(off).not.toHaveProperty('externalCertSecret');
    expect(off).not.toHaveProperty('externalCaCertSecret');
  });

  it('refuses to leave a tenant with KES without TLS, and console files for a tenant without a console', () => {
    const kes = { ...spec, kes: { kesSecret: { name: 'k' } } };
    const none = newCertificateSecrets('t', null).names;
    expect(
      refusal(() =>
        nextSecuritySpec(kes, { autoCert: false, customCertificates: null }, new Set(['a', 'b', 'ca']), none),
      ),
    ).toContain('Encryption needs TLS');
    expect(refusal(() => nextSecuritySpec(spec, change({ consoleCAs: ['pem'] }), new Set(), none))).toBe(
      'The tenant has no console of its own to give certificates to',
    );
  });

  it('reads each Secret by its own type: tls.crt for TLS and cert-manager ones, otherwise public.crt', () => {
    expect(certificateKey('kubernetes.io/tls', 'Opaque')).toBe('tls.crt');
    expect(certificateKey('cert-manager.io/v1alpha2', undefined)).toBe('tls.crt');
    expect(certificateKey(undefined, 'kubernetes.io/tls')).toBe('tls.crt');
    expect(certificateKey('Opaque', 'kubernetes.io/tls')).toBe('public.crt');
    expect(certificateKey(undefined, undefined)).toBe('public.crt');
  });
});
