import { byCodeUnits, type ServiceAccount, type ServiceAccountCredentials } from '@granary/contract';
import type { AdminClient, ServiceAccountSummary } from '@granary/madmin';
import { isShareLinkAccount } from '../../lib/share-link-accounts.ts';
import { parsePolicyText } from './policies.service.ts';

const noExpiry = '1970-01-01T00:00:00Z';

function toServiceAccount(summary: ServiceAccountSummary): ServiceAccount {
  return {
    accessKey: summary.accessKey,
    parentUser: summary.parentUser,
    status: summary.accountStatus,
    ...(summary.name && { name: summary.name }),
    ...(summary.description && { description: summary.description }),
    ...(summary.expiration && summary.expiration !== noExpiry && { expiration: summary.expiration }),
  };
}

/** A user's service accounts; their own list leaves out share links' keys, which have a list of their own. */
export async function listServiceAccounts(
  admin: AdminClient,
  { user, shareLinks }: { user?: string; shareLinks: 'include' | 'omit' },
): Promise<ServiceAccount[]> {
  const accounts = await admin.listServiceAccounts(user);
  return accounts
    .filter((account) => shareLinks === 'include' || !isShareLinkAccount(account))
    .map(toServiceAccount)
    .sort((a, b) => byCodeUnits(a.accessKey, b.accessKey));
}

export async function createServiceAccount(
  admin: AdminClient,
  policyText?: string,
): Promise<ServiceAccountCredentials> {
  const policy = policyText ? parsePolicyText(policyText) : undefined;
  const created = await admin.addServiceAccount(policy ? { policy } : {});
  return { accessKey: created.accessKey, secretKey: created.secretKey };
}
