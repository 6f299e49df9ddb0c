import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { formatError, isRefusedByPolicy } from '@/lib/error-message';
import { isBackendUnreachable } from '@/lib/backend-reachability';
import type { BucketTabProps } from '@/features/buckets/detail/bucket-tab-props';
import { useBucketDenials } from '@/features/buckets/detail/use-bucket-denials';
import { AccessUsageCard } from './access-usage-card';
import { DataProtectionCard } from './data-protection-card';
import type { SummaryEditing } from './summary-editing';
import { sharedFailure } from './summary-failure';
import { SummaryModal } from './summary-modal';
import { useSummaryQueries } from './use-summary-queries';

export const singleDriveNote =
  'Versioning, object locking, quota, retention and replication need a distributed (erasure-coded) server; this server is not.';

/**
 * Spec 1 §2.7 Summary: each item with its state; each editable one opens its modal. When every item
 * failed alike, the failure is said once: by the shell when MinIO is away, by the bucket page when the
 * bucket itself could not be read too, else above the cards (or in a card, when only its items all
 * failed); the rows show a dash.
 */
export function SummaryTab({ bucketName, distributedMode }: BucketTabProps) {
  const [editing, setEditing] = useState<SummaryEditing | null>(null);
  const queries = useSummaryQueries(bucketName, distributedMode);
  const denied = useBucketDenials(bucketName);
  const { info, ...items } = queries;
  // Said above the tabs: by the bucket page (the bucket could not be read), or by the shell (MinIO away).
  const away = Object.values(items).find((item) => isBackendUnreachable(item.error))?.error;
  const aboveTabs = (isRefusedByPolicy(info.error) ? null : info.error) ?? away;
  const page = aboveTabs ? formatError(aboveTabs).message : undefined;
  // The seven reads of the Summary's own items; the bucket's access is the page's read.
  const tab = sharedFailure(Object.values(items));
  const said = { page, tab };
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
    >
      {tab && tab !== page && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {tab}
        </Alert>
      )}
      <AccessUsageCard
        queries={queries}
        said={said}
        distributedMode={distributedMode}
        onEdit={setEditing}
        denied={denied}
      />
      {distributedMode ? (
        <DataProtectionCard queries={queries} said={said} onEdit={setEditing} denied={denied} />
      ) : (
        <Alert severity="info" variant="outlined">
          {singleDriveNote}
        </Alert>
      )}
      {editing && <SummaryModal bucketName={bucketName} editing={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
