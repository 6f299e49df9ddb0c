import type { OidcClientRegistration } from './provider.ts';

/** MinIO's OpenID settings: it fetches the discovery document at start-up, so start the provider first. */
export function minioOpenIdEnv(issuer: string, client: OidcClientRegistration): Record<string, string> {
  return {
    MINIO_IDENTITY_OPENID_CONFIG_URL: `${issuer}/.well-known/openid-configuration`,
    MINIO_IDENTITY_OPENID_CLIENT_ID: client.clientId,
    MINIO_IDENTITY_OPENID_CLIENT_SECRET: client.clientSecret,
    MINIO_IDENTITY_OPENID_CLAIM_NAME: 'policy',
    MINIO_IDENTITY_OPENID_SCOPES: 'openid,profile,email',
  };
}
