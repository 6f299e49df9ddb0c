import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useBucketInfo } from '../../api/get-bucket';
import type { BucketTabProps } from '../bucket-tab-props';
import { AccessModal } from './access-modal';
import { EncryptionModal } from './encryption-modal';
import { QuotaModal } from './quota-modal';
import { RetentionModal } from './retention-modal';
import { StatusChip } from './status-chip';
import { useSummaryItem } from './summary-api';
import { describeEncryption, describeQuota, describeRetention, describeUsage } from './summary-forms';
import { SummaryCard, SummaryRow } from './summary-row';
import { VersioningModal } from './versioning-modal';

type Editing = 'access' | 'encryption' | 'versioning' | 'quota' | 'retention' | null;

export const singleDriveNote =
  'Versioning, object locking, quota, retention and replication need a distributed (erasure-coded) server; this server is not.';

const accessTone = (access: string) => (access === 'PRIVATE' ? 'off' : 'warning');
const capitalised = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();
/** Off states read as a neutral chip; a set value as its text (or a green chip when `chip`). */
const shownState = (text: string, on: boolean, chip = false) =>
  !on ? <StatusChip label={text} /> : chip ? <StatusChip label={text} tone="on" /> : text;
const versioningLabel = { off: 'Unversioned', enabled: 'Enabled', suspended: 'Suspended' } as const;

/** Spec 1 §2.7 Summary: each item with its state; each editable one opens its modal. */
export function SummaryTab({ bucketName, distributedMode }: BucketTabProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const info = useBucketInfo(bucketName);
  const encryption = useSummaryItem(bucketName, 'encryption');
  const usage = useSummaryItem(bucketName, 'usage');
  const replication = useSummaryItem(bucketName, 'replication', distributedMode);
  const locking = useSummaryItem(bucketName, 'objectLocking', distributedMode);
  const versioning = useSummaryItem(bucketName, 'versioning', distributedMode);
  const quota = useSummaryItem(bucketName, 'quota', distributedMode);
  const retention = useSummaryItem(bucketName, 'retention', distributedMode);
  const close = () => setEditing(null);
  const lockingOff = locking.data?.object_locking_enabled === false;

  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
    >
      <SummaryCard title="Access and Usage">
        <SummaryRow
          label="Access Policy"
          value={
            info.data && (
              <StatusChip label={capitalised(info.data.access)} tone={accessTone(info.data.access)} />
            )
          }
          failed={info.isError}
          onEdit={() => setEditing('access')}
        />
        <SummaryRow
          label="Encryption"
          value={
            encryption.data && shownState(describeEncryption(encryption.data), encryption.data.enabled, true)
          }
          failed={encryption.isError}
          onEdit={() => setEditing('encryption')}
        />
        <SummaryRow
          label="Reported Usage"
          value={usage.data && describeUsage(usage.data.size, usage.data.objects)}
          failed={usage.isError}
          hint="Last reported by MinIO's usage scanner"
        />
        {distributedMode && (
          <SummaryRow
            label="Replication"
            value={
              replication.data &&
              (replication.data.enabled ? (
                <StatusChip tone="on" label={`Enabled (${replication.data.rules} rules)`} />
              ) : (
                <StatusChip label="Disabled" />
              ))
            }
            failed={replication.isError}
          />
        )}
      </SummaryCard>
      {distributedMode ? (
        <SummaryCard title="Data Protection">
          <SummaryRow
            label="Versioning"
            value={
              versioning.data && (
                <StatusChip
                  label={versioningLabel[versioning.data.status]}
                  tone={versioning.data.is_versioned ? 'on' : 'off'}
                />
              )
            }
            failed={versioning.isError}
            onEdit={() => setEditing('versioning')}
            editBlockedBy={
              locking.data?.object_locking_enabled
                ? 'Versioning stays on while object locking is enabled.'
                : undefined
            }
          />
          <SummaryRow
            label="Object Locking"
            value={
              locking.data && (
                <StatusChip
                  label={locking.data.object_locking_enabled ? 'Enabled' : 'Disabled'}
                  tone={locking.data.object_locking_enabled ? 'on' : 'off'}
                />
              )
            }
            failed={locking.isError}
          />
          <SummaryRow
            label="Quota"
            value={quota.data && shownState(describeQuota(quota.data), quota.data.enabled)}
            failed={quota.isError}
            onEdit={() => setEditing('quota')}
          />
          <SummaryRow
            label="Retention"
            value={retention.data && shownState(describeRetention(retention.data), retention.data.enabled)}
            failed={retention.isError}
            onEdit={() => setEditing('retention')}
            editBlockedBy={
              lockingOff
                ? 'Retention needs object locking, which can only be enabled when a bucket is created.'
                : undefined
            }
          />
        </SummaryCard>
      ) : (
        <Alert severity="info" variant="outlined">
          {singleDriveNote}
        </Alert>
      )}
      {editing === 'access' && info.data && (
        <AccessModal bucketName={bucketName} current={info.data.access} onClose={close} />
      )}
      {editing === 'encryption' && encryption.data && (
        <EncryptionModal bucketName={bucketName} current={encryption.data} onClose={close} />
      )}
      {editing === 'versioning' && versioning.data && (
        <VersioningModal bucketName={bucketName} versioned={versioning.data.is_versioned} onClose={close} />
      )}
      {editing === 'quota' && quota.data && (
        <QuotaModal bucketName={bucketName} current={quota.data} onClose={close} />
      )}
      {editing === 'retention' && retention.data && (
        <RetentionModal bucketName={bucketName} current={retention.data} onClose={close} />
      )}
    </Box>
  );
}
