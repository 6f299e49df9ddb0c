import type { License } from '@granary/contract';
import { FactsList } from './facts-list';
import { formatBytes, formatIsoDate } from '@/lib/format';

const tebibyte = 2 ** 40;

/** A license's claims as spec 3 §2 lists them: organization, capacity (TiB, as a size), expiry, plan, requester. */
export function LicenseFacts({ license, label }: { license: License; label: string }) {
  return (
    <FactsList
      aria-label={label}
      stackOnPhone
      facts={[
        ['Organization', license.organization],
        ['Registered capacity', formatBytes(license.storage_capacity * tebibyte)],
        ['Expiry date', formatIsoDate(license.expires_at)],
        ['Plan', license.plan],
        ['Requester', license.email || 'Not named'],
        ['Account ID', String(license.account_id)],
      ]}
    />
  );
}
