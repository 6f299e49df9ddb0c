import type { CreateTenantRequest } from '@granary/contract';
import type { V1Secret } from '@kubernetes/client-node';
import { secretBody, tlsSecretBody } from './tenant-secret-body.ts';

export type CertificateSecrets = {
  secrets: V1Secret[];
  /** The servers' own certificates (spec.externalCertSecret). */
  externalCertSecrets: string[];
  /** The authorities they trust (spec.externalCaCertSecret). */
  caCertSecrets: string[];
};

/**
 * The user's own TLS files: each server certificate with its key as a `kubernetes.io/tls` secret, each
 * CA as an Opaque secret holding `public.crt`, both named after the tenant and numbered from 0.
 */
export function certificateSecrets(request: CreateTenantRequest): CertificateSecrets {
  const { name } = request;
  const secrets: V1Secret[] = [];
  const externalCertSecrets = (request.tls?.minio ?? []).map((pair, index) => {
    const secret = `${name}-secret-instance-external-certificates-${index}`;
    secrets.push(tlsSecretBody(name, secret, pair));
    return secret;
  });
  const caCertSecrets = (request.tls?.ca_certificates ?? []).map((crt, index) => {
    const secret = `${name}-ca-certificate-${index}`;
    secrets.push(secretBody(name, secret, { 'public.crt': crt }));
    return secret;
  });
  return { secrets, externalCertSecrets, caCertSecrets };
}
