import { SummaryCard } from '@/components/summary-card';
import { stateValue } from './status-chip';
import type { SummaryCardProps } from './summary-editing';
import { cardFailure, rowFailure } from './summary-failure';
import { describeQuota, describeRetention } from './summary-forms';
import { SummaryRow } from './summary-row';

const versioningLabel = { off: 'Unversioned', enabled: 'Enabled', suspended: 'Suspended' } as const;

/** Versioning, object locking, quota and retention: the distributed-only items (spec 1 §6). */
export function DataProtectionCard({ queries, said, onEdit, denied }: SummaryCardProps) {
  const { objectLocking: locking, versioning, quota, retention } = queries;
  const failure = cardFailure([locking, versioning, quota, retention], said);
  const locked = locking.data?.object_locking_enabled;
  return (
    <SummaryCard title="Data Protection" failure={failure.shown}>
      <SummaryRow
        label="Versioning"
        value={
          versioning.data &&
          stateValue(versioningLabel[versioning.data.status], versioning.data.is_versioned, true)
        }
        {...rowFailure(failure.sharedByRows, versioning)}
        onEdit={() => onEdit('versioning')}
        editBlockedBy={
          denied.versioning ?? (locked ? 'Versioning stays on while object locking is enabled.' : undefined)
        }
      />
      <SummaryRow
        label="Object Locking"
        value={locking.data && stateValue(locked ? 'Enabled' : 'Disabled', Boolean(locked), true)}
        {...rowFailure(failure.sharedByRows, locking)}
      />
      <SummaryRow
        label="Quota"
        value={quota.data && stateValue(describeQuota(quota.data), quota.data.enabled)}
        {...rowFailure(failure.sharedByRows, quota)}
        onEdit={() => onEdit('quota')}
        editBlockedBy={denied.quota}
      />
      <SummaryRow
        label="Retention"
        value={retention.data && stateValue(describeRetention(retention.data), retention.data.enabled)}
        {...rowFailure(failure.sharedByRows, retention)}
        onEdit={() => onEdit('retention')}
        editBlockedBy={
          denied.retention ??
          (locked === false
            ? 'Retention needs object locking, which can only be enabled when a bucket is created.'
            : undefined)
        }
      />
    </SummaryCard>
  );
}
