import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/page-header';
import { RefreshButton } from '@/components/list-page';
import { useKmsStatus } from '../api/get-kms-status';
import { useKmsKeys } from '../api/list-kms-keys';
import { KmsKeysSection } from './kms-keys-section';
import { KmsStatusSection } from './kms-status-section';
import { NoKmsNotice } from './no-kms-notice';

/** KMS (issue 41 item 2): the KMS MinIO encrypts with, its endpoints, and its keys as MinIO checks them. */
export function KmsPage() {
  const status = useKmsStatus();
  const configured = status.data?.configured === true;
  const keys = useKmsKeys({ enabled: configured });
  const refresh = { refetch: () => Promise.all([status.refetch(), ...(configured ? [keys.refetch()] : [])]) };
  return (
    <>
      <PageHeader
        title="KMS"
        subtitle="The key management service MinIO encrypts objects with (SSE-S3 and SSE-KMS)."
        actions={<RefreshButton query={refresh} />}
      />
      {status.data?.configured === false ? (
        <NoKmsNotice />
      ) : (
        <Stack spacing={4}>
          <KmsStatusSection query={status} />
          {status.data?.configured && <KmsKeysSection status={status.data} query={keys} />}
        </Stack>
      )}
    </>
  );
}
