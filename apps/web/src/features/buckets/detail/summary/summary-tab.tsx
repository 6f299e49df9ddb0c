import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { BucketTabProps } from '@/features/buckets/detail/bucket-tab-props';
import { AccessUsageCard } from './access-usage-card';
import { DataProtectionCard } from './data-protection-card';
import type { SummaryEditing } from './summary-editing';
import { SummaryModal } from './summary-modal';

export const singleDriveNote =
  'Versioning, object locking, quota, retention and replication need a distributed (erasure-coded) server; this server is not.';

/** Spec 1 §2.7 Summary: each item with its state; each editable one opens its modal. */
export function SummaryTab({ bucketName, distributedMode }: BucketTabProps) {
  const [editing, setEditing] = useState<SummaryEditing | null>(null);
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
    >
      <AccessUsageCard bucketName={bucketName} distributedMode={distributedMode} onEdit={setEditing} />
      {distributedMode ? (
        <DataProtectionCard bucketName={bucketName} onEdit={setEditing} />
      ) : (
        <Alert severity="info" variant="outlined">
          {singleDriveNote}
        </Alert>
      )}
      {editing && <SummaryModal bucketName={bucketName} editing={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
