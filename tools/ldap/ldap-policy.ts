// Attaches canned policies to LDAP users or groups (by DN) with MinIO's root account, for tests.
import type { LdapPolicyAttachment } from '@granary/madmin';
import { AdminClient } from '@granary/madmin';

export type RootTarget = { endpoint: string; rootUser: string; rootPassword: string };

export async function attachLdapPolicy(target: RootTarget, attachment: LdapPolicyAttachment): Promise<void> {
  const root = new AdminClient({
    endpoint: target.endpoint,
    credentials: { accessKeyId: target.rootUser, secretAccessKey: target.rootPassword },
  });
  await root.attachLdapPolicy(attachment);
}
