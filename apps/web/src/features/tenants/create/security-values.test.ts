import { createTenantRequestSchema, tlsNeedsCertificates } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { encryptionAllowed, securityProblems } from './security-values';
import { advancedWizardValues, chosenCertificate, chosenKey } from '@/testing/tenant-wizard-values';
import { createPayload, type WizardValues } from './wizard-values';

const advanced = advancedWizardValues;
const certificate = chosenCertificate;
const key = chosenKey;

describe('the Security step', () => {
  it('sends TLS with the operator’s certificates by default', () => {
    expect(createPayload(advanced)).toMatchObject({
      enable_tls: true,
      tls: { auto_cert: true, minio: [], ca_certificates: [] },
    });
    expect(createPayload({ ...advanced, advanced: false })).not.toHaveProperty('tls');
  });

  it('counts a certificate only with its key, and says which half is missing', () => {
    const half: WizardValues = {
      ...advanced,
      customCerts: true,
      serverCerts: [
        { crt: certificate, key },
        { crt: certificate, key: null },
      ],
      caCerts: [{ crt: certificate }, { crt: null }],
    };
    expect(securityProblems(half)).toEqual([
      { path: ['serverCerts', 1, 'key'], message: 'Choose this certificate’s key' },
    ]);
    const whole = { ...half, serverCerts: [{ crt: certificate, key }] };
    const payload = createPayload(whole);
    expect(createTenantRequestSchema.parse(payload)).toEqual(payload);
    expect(payload?.tls).toEqual({
      auto_cert: true,
      minio: [{ crt: certificate.pem, key: key.pem }],
      ca_certificates: [certificate.pem],
    });
  });

  it('refuses TLS without any certificate, and allows encryption only with one', () => {
    const none: WizardValues = { ...advanced, autoCert: false };
    expect(securityProblems(none)).toEqual([{ path: ['customCerts'], message: tlsNeedsCertificates }]);
    expect(encryptionAllowed(none)).toBe(false);
    const own = { ...none, customCerts: true, serverCerts: [{ crt: certificate, key }] };
    expect(securityProblems(own)).toEqual([]);
    expect(encryptionAllowed(own)).toBe(true);
    expect(encryptionAllowed({ ...advanced, tls: false })).toBe(false);
  });

  it('sends no certificates with TLS off', () => {
    const off = { ...advanced, tls: false, customCerts: true, serverCerts: [{ crt: certificate, key }] };
    expect(securityProblems(off)).toEqual([]);
    const payload = createPayload(off);
    expect(payload).toMatchObject({ enable_tls: false });
    expect(payload).not.toHaveProperty('tls');
  });
});
