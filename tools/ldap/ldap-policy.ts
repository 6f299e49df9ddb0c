// Attaches canned policies to LDAP users or groups (by DN) with MinIO's root account. A test helper:
// POST /minio/admin/v3/idp/ldap/policy/attach takes an encrypted JSON body.
import { encryptData, signRequest } from '@silo/madmin';

export type RootTarget = { endpoint: string; rootUser: string; rootPassword: string };
export type LdapPolicyAttachment = { policies: string[]; user?: string; group?: string };

export async function attachLdapPolicy(target: RootTarget, attachment: LdapPolicyAttachment): Promise<void> {
  const body = await encryptData(target.rootPassword, new TextEncoder().encode(JSON.stringify(attachment)));
  const signed = await signRequest({
    method: 'POST',
    url: new URL('/minio/admin/v3/idp/ldap/policy/attach', target.endpoint),
    headers: { 'content-type': 'application/octet-stream' },
    body,
    credentials: { accessKeyId: target.rootUser, secretAccessKey: target.rootPassword },
  });
  const response = await fetch(signed.url, {
    method: 'POST',
    headers: signed.headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok)
    throw new Error(
      `Attaching ${attachment.policies.join(',')} failed: ${response.status} ${await response.text()}`,
    );
  await response.body?.cancel();
}
