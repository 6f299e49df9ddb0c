import { useBucketInfo } from '@/features/buckets/api/get-bucket';
import { StatusChip, stateValue } from './status-chip';
import { useSummaryItem } from '@/features/buckets/api/get-summary-item';
import type { SummaryCardProps } from './summary-editing';
import { describeEncryption, describeUsage } from './summary-forms';
import { SummaryCard, SummaryRow } from './summary-row';

const capitalised = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();

/** Access policy, encryption, reported usage and (on a distributed server) replication. */
const replicationText = ({ enabled, rules }: { enabled: boolean; rules: number }) =>
  enabled ? `Enabled (${rules} ${rules === 1 ? 'rule' : 'rules'})` : 'Disabled';

export function AccessUsageCard({
  bucketName,
  onEdit,
  distributedMode,
}: SummaryCardProps & { distributedMode: boolean }) {
  const info = useBucketInfo(bucketName);
  const encryption = useSummaryItem(bucketName, 'encryption');
  const usage = useSummaryItem(bucketName, 'usage');
  const replication = useSummaryItem(bucketName, 'replication', distributedMode);
  const access = info.data?.access;
  return (
    <SummaryCard title="Access and Usage">
      <SummaryRow
        label="Access Policy"
        value={
          access && <StatusChip label={capitalised(access)} tone={access === 'PRIVATE' ? 'off' : 'warning'} />
        }
        error={info.error}
        onEdit={() => onEdit('access')}
      />
      <SummaryRow
        label="Encryption"
        value={
          encryption.data && stateValue(describeEncryption(encryption.data), encryption.data.enabled, true)
        }
        error={encryption.error}
        onEdit={() => onEdit('encryption')}
      />
      <SummaryRow
        label="Reported Usage"
        value={usage.data && describeUsage(usage.data.size, usage.data.objects)}
        error={usage.error}
        hint="Last reported by MinIO's usage scanner"
      />
      {distributedMode && (
        <SummaryRow
          label="Replication"
          value={
            replication.data && stateValue(replicationText(replication.data), replication.data.enabled, true)
          }
          error={replication.error}
        />
      )}
    </SummaryCard>
  );
}
