import type { ServiceAccount, ServiceAccountCredentials } from '@silo/contract';
import type { AdminClient, ServiceAccountSummary } from '@silo/madmin';
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

export async function listServiceAccounts(admin: AdminClient, user?: string): Promise<ServiceAccount[]> {
  const accounts = await admin.listServiceAccounts(user);
  return accounts.map(toServiceAccount).sort((a, b) => a.accessKey.localeCompare(b.accessKey));
}

export async function createServiceAccount(
  admin: AdminClient,
  policyText?: string,
): Promise<ServiceAccountCredentials> {
  const policy = policyText ? parsePolicyText(policyText) : undefined;
  const created = await admin.addServiceAccount(policy ? { policy } : {});
  return { accessKey: created.accessKey, secretKey: created.secretKey };
}
