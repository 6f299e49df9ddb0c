import { useBucketInfo } from '@/features/buckets/api/get-bucket';
import { AccessModal } from './access-modal';
import { EncryptionModal } from './encryption-modal';
import { QuotaModal } from './quota-modal';
import { RetentionModal } from './retention-modal';
import { useSummaryItem } from '@/features/buckets/api/get-summary-item';
import type { SummaryEditing } from './summary-editing';
import { VersioningModal } from './versioning-modal';

type SummaryModalProps = { bucketName: string; editing: SummaryEditing; onClose: () => void };

/** The open item's modal, started from the value the Summary shows (already in the query cache). */
export function SummaryModal({ bucketName, editing, onClose }: SummaryModalProps) {
  const props = { bucketName, onClose };
  const info = useBucketInfo(bucketName);
  const encryption = useSummaryItem(bucketName, 'encryption');
  const versioning = useSummaryItem(bucketName, 'versioning', editing === 'versioning');
  const quota = useSummaryItem(bucketName, 'quota', editing === 'quota');
  const retention = useSummaryItem(bucketName, 'retention', editing === 'retention');
  if (editing === 'access' && info.data) return <AccessModal {...props} current={info.data.access} />;
  if (editing === 'encryption' && encryption.data)
    return <EncryptionModal {...props} current={encryption.data} />;
  if (editing === 'versioning' && versioning.data)
    return <VersioningModal {...props} versioned={versioning.data.is_versioned} />;
  if (editing === 'quota' && quota.data) return <QuotaModal {...props} current={quota.data} />;
  if (editing === 'retention' && retention.data)
    return <RetentionModal {...props} current={retention.data} />;
  return null;
}
