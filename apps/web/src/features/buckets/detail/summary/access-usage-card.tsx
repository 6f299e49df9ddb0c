import { SummaryCard } from '@/components/summary-card';
import { isRefusedByPolicy } from '@/lib/error-message';
import { StatusChip, stateValue } from './status-chip';
import type { SummaryCardProps } from './summary-editing';
import { cardFailure, rowFailure } from './summary-failure';
import { describeEncryption, describeUsage } from './summary-forms';
import { SummaryRow } from './summary-row';

const capitalised = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();

const replicationText = ({ enabled, rules }: { enabled: boolean; rules: number }) =>
  enabled ? `Enabled (${rules} ${rules === 1 ? 'rule' : 'rules'})` : 'Disabled';

/** Access policy, encryption, reported usage and (on a distributed server) replication. */
export function AccessUsageCard({
  queries,
  said,
  onEdit,
  denied,
  distributedMode,
}: SummaryCardProps & { distributedMode: boolean }) {
  const { info, encryption, usage, replication } = queries;
  const failure = cardFailure([info, encryption, usage, replication], said);
  const access = info.data?.access;
  return (
    <SummaryCard title="Access and Usage" failure={failure.shown}>
      <SummaryRow
        label="Access Policy"
        value={
          access && <StatusChip label={capitalised(access)} tone={access === 'PRIVATE' ? 'off' : 'warning'} />
        }
        // The bucket page says why the bucket could not be read, above the tabs; a refusal is marked here.
        {...(isRefusedByPolicy(info.error) ? { notAllowed: true } : { failureSaid: info.isError })}
        onEdit={() => onEdit('access')}
        editBlockedBy={denied.access}
      />
      <SummaryRow
        label="Encryption"
        value={
          encryption.data && stateValue(describeEncryption(encryption.data), encryption.data.enabled, true)
        }
        {...rowFailure(failure.sharedByRows, encryption)}
        onEdit={() => onEdit('encryption')}
        editBlockedBy={denied.encryption}
      />
      <SummaryRow
        label="Reported Usage"
        value={usage.data && describeUsage(usage.data.size, usage.data.objects)}
        {...rowFailure(failure.sharedByRows, usage)}
        hint="Last reported by MinIO's usage scanner"
      />
      {distributedMode && (
        <SummaryRow
          label="Replication"
          value={
            replication.data && stateValue(replicationText(replication.data), replication.data.enabled, true)
          }
          {...rowFailure(failure.sharedByRows, replication)}
        />
      )}
    </SummaryCard>
  );
}
