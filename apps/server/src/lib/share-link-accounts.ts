import type { ShareLink } from '@granary/contract';
import type { ServiceAccountSummary } from '@granary/madmin';

/** The name every share link's access key carries; the Account page lists these apart. */
export const SHARE_LINK_ACCOUNT_NAME = 'granary-share-link';

const DESCRIPTION_PREFIX = 'Share link for ';
/** MinIO refuses a service account description longer than 256 characters. */
const MAX_DESCRIPTION = 256;

/** Name and description of a share link's access key: what an administrator sees in `mc admin user svcacct`. */
export function shareLinkAccountLabels(bucket: string, key: string): { name: string; description: string } {
  const description = `${DESCRIPTION_PREFIX}${bucket}/${key}`;
  return {
    name: SHARE_LINK_ACCOUNT_NAME,
    description:
      description.length > MAX_DESCRIPTION ? `${description.slice(0, MAX_DESCRIPTION - 1)}…` : description,
  };
}

export const isShareLinkAccount = (account: { name?: string | undefined }): boolean =>
  account.name === SHARE_LINK_ACCOUNT_NAME;

/** A share link read back from its access key; undefined for any other service account. */
export function shareLinkOf(account: ServiceAccountSummary): ShareLink | undefined {
  if (!isShareLinkAccount(account)) return undefined;
  const path = (account.description ?? '').startsWith(DESCRIPTION_PREFIX)
    ? (account.description ?? '').slice(DESCRIPTION_PREFIX.length)
    : '';
  const slash = path.indexOf('/');
  return {
    accessKey: account.accessKey,
    bucket: slash > 0 ? path.slice(0, slash) : '',
    object: slash > 0 ? path.slice(slash + 1) : path,
    ...(account.expiration && { expires_at: account.expiration }),
  };
}
