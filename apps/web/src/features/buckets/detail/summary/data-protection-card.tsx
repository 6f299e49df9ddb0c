import { stateValue } from './status-chip';
import { useSummaryItem } from '@/features/buckets/api/get-summary-item';
import type { SummaryCardProps } from './summary-editing';
import { describeQuota, describeRetention } from './summary-forms';
import { SummaryCard, SummaryRow } from './summary-row';

const versioningLabel = { off: 'Unversioned', enabled: 'Enabled', suspended: 'Suspended' } as const;

/** Versioning, object locking, quota and retention: the distributed-only items (spec 1 §6). */
export function DataProtectionCard({ bucketName, onEdit }: SummaryCardProps) {
  const locking = useSummaryItem(bucketName, 'objectLocking');
  const versioning = useSummaryItem(bucketName, 'versioning');
  const quota = useSummaryItem(bucketName, 'quota');
  const retention = useSummaryItem(bucketName, 'retention');
  const locked = locking.data?.object_locking_enabled;
  return (
    <SummaryCard title="Data Protection">
      <SummaryRow
        label="Versioning"
        value={
          versioning.data &&
          stateValue(versioningLabel[versioning.data.status], versioning.data.is_versioned, true)
        }
        error={versioning.error}
        onEdit={() => onEdit('versioning')}
        editBlockedBy={locked ? 'Versioning stays on while object locking is enabled.' : undefined}
      />
      <SummaryRow
        label="Object Locking"
        value={locking.data && stateValue(locked ? 'Enabled' : 'Disabled', Boolean(locked), true)}
        error={locking.error}
      />
      <SummaryRow
        label="Quota"
        value={quota.data && stateValue(describeQuota(quota.data), quota.data.enabled)}
        error={quota.error}
        onEdit={() => onEdit('quota')}
      />
      <SummaryRow
        label="Retention"
        value={retention.data && stateValue(describeRetention(retention.data), retention.data.enabled)}
        error={retention.error}
        onEdit={() => onEdit('retention')}
        editBlockedBy={
          locked === false
            ? 'Retention needs object locking, which can only be enabled when a bucket is created.'
            : undefined
        }
      />
    </SummaryCard>
  );
}
