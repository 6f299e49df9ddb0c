import { wizardDefaults, type WizardValues } from '@/features/tenants/create/wizard-values';

/** A PEM certificate and key as the wizard holds a chosen file (the text need not be a real one here). */
export const chosenCertificate = {
  name: 'tls.crt',
  pem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
};
export const chosenKey = {
  name: 'tls.key',
  pem: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
};

/** The wizard in Advanced Mode with Name Tenant and Tenant Size filled and one built-in user. */
export const advancedWizardValues: WizardValues = {
  ...wizardDefaults,
  name: 'analytics',
  namespace: 'analytics',
  storageClass: 'fast',
  parity: 'EC:2',
  advanced: true,
  generatedUser: { access_key: 'ABCDEFGH12345678', secret_key: 'S'.repeat(32) },
  users: [{ access_key: 'ABCDEFGH12345678', secret_key: 'S'.repeat(32) }],
};
