import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LockReset from '@mui/icons-material/LockResetOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Chip from '@mui/material/Chip';
import type { ServiceAccount, ServiceAccountCredentials } from '@granary/contract';
import { useState } from 'react';
import { DeleteDialog } from '@/components/delete-dialog';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { NewCredentialsDialog } from '@/components/new-credentials-dialog';
import { useDeleteServiceAccount } from '@/features/account/api/delete-service-account';
import { useServiceAccounts } from '@/features/account/api/list-service-accounts';
import { ChangePasswordModal } from './change-password-modal';
import { CreateServiceAccountModal } from './create-service-account-modal';
import { ShareLinksSection } from './share-links-section';

function formatExpiry(expiration: string | undefined): string {
  if (!expiration || new Date(expiration).getUTCFullYear() >= 9999) return 'Never';
  return formatDateTime(expiration);
}

const columns: DataTableColumn<ServiceAccount>[] = [
  { id: 'accessKey', header: 'Access Key', cell: (account) => account.accessKey },
  { id: 'name', header: 'Name', cell: (account) => account.name || '—' },
  {
    id: 'status',
    header: 'Status',
    width: 120,
    cell: (account) => (
      <Chip
        size="small"
        variant="outlined"
        label={account.status === 'on' ? 'Enabled' : 'Disabled'}
        color={account.status === 'on' ? 'success' : 'default'}
      />
    ),
  },
  { id: 'expiration', header: 'Expiry', width: 200, cell: (account) => formatExpiry(account.expiration) },
];

// A search box takes no line break: a search matches the key or the name, never across them.
const accountText = (account: ServiceAccount) => `${account.accessKey}\n${account.name ?? ''}`;

function DeleteServiceAccountDialog({ accessKey, onClose }: { accessKey: string; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Delete Service Account"
      mutation={useDeleteServiceAccount()}
      variables={accessKey}
      successMessage={`Service account '${accessKey}' deleted`}
      onClose={onClose}
    >
      Are you sure you want to delete service account <strong>{accessKey}</strong>?
    </DeleteDialog>
  );
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'created'; credentials: ServiceAccountCredentials }
  | { kind: 'delete'; accessKey: string }
  | { kind: 'password' }
  | null;

/** /account: the signed-in user's service accounts, and the own-password change when allowed. */
export function AccountPage({
  canChangePassword,
  passwordNote,
}: {
  canChangePassword: boolean;
  /** Why this login cannot change its password, shown on the disabled button (MinIO's root user). */
  passwordNote?: string;
}) {
  const accounts = useServiceAccounts();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const list = useListSearch(accounts.data?.serviceAccounts, accountText);
  const actions: RowAction<ServiceAccount>[] = [
    {
      label: 'Delete',
      icon: <DeleteOutline fontSize="small" />,
      onClick: (account) => setDialog({ kind: 'delete', accessKey: account.accessKey }),
    },
  ];

  return (
    <>
      <PageHeader
        title="Account"
        subtitle="Your service accounts, which give applications their own keys with your access or less, and the share links you made."
        actions={
          (canChangePassword || passwordNote) && (
            <Tooltip title={canChangePassword ? '' : passwordNote}>
              {/* A disabled button gets no hover events: the span carries the reason. */}
              <span>
                <Button
                  variant="outlined"
                  startIcon={<LockReset />}
                  disabled={!canChangePassword}
                  onClick={() => setDialog({ kind: 'password' })}
                >
                  Change Password
                </Button>
              </span>
            </Tooltip>
          )
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <ListPage
          section="Service Accounts"
          buttons={[
            {
              label: 'Create service account',
              icon: <Add />,
              primary: true,
              onClick: () => setDialog({ kind: 'create' }),
            },
          ]}
          search={{ label: 'Search Service Accounts', ...list.search }}
          aria-label="Service accounts"
          rows={list.rows}
          columns={columns}
          getRowId={(account) => account.accessKey}
          actions={actions}
          query={accounts}
          empty="You have no service accounts yet"
          noMatch="No service accounts match the search"
        />
        <ShareLinksSection />
      </Box>
      {dialog?.kind === 'create' && (
        <CreateServiceAccountModal
          onClose={close}
          onCreated={(credentials) => setDialog({ kind: 'created', credentials })}
        />
      )}
      {dialog?.kind === 'created' && (
        <NewCredentialsDialog
          title="New Service Account Created"
          credentials={[dialog.credentials]}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteServiceAccountDialog accessKey={dialog.accessKey} onClose={close} />
      )}
      {dialog?.kind === 'password' && <ChangePasswordModal onClose={close} />}
    </>
  );
}
