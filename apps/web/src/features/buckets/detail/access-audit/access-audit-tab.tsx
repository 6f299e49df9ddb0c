import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { BucketPolicy, BucketUser, BucketUserGrant } from '@granary/contract';
import { screens } from '@granary/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import type { BucketTabProps } from '@/features/buckets/detail/bucket-tab-props';
import { useBucketPolicies } from '@/features/buckets/api/list-bucket-policies';
import { useBucketUsers } from '@/features/buckets/api/list-bucket-users';

type SubTab = 'Policies' | 'Users';

const policyColumns: DataTableColumn<BucketPolicy>[] = [
  { id: 'name', header: 'Name', cell: (policy) => policy.name },
];

const grantText = (grant: BucketUserGrant) =>
  grant.group ? `${grant.policy} (group ${grant.group})` : grant.policy;

const userColumns: DataTableColumn<BucketUser>[] = [
  { id: 'accessKey', header: 'Access Key', cell: (user) => user.accessKey },
  {
    id: 'grants',
    header: 'Access Through',
    width: '2fr',
    cell: (user) => (
      <span title={user.grants.map(grantText).join(', ')}>{user.grants.map(grantText).join(', ')}</span>
    ),
  },
];

/** Access Audit: the policies and (with the /users page) the users that can reach the bucket. */
export function AccessAuditTab({ bucketName, pages }: BucketTabProps) {
  const showUsers = pages.includes(screens.users.page);
  const [tab, setTab] = useState<SubTab>('Policies');
  const current = showUsers ? tab : 'Policies';
  const navigate = useNavigate();
  const policies = useBucketPolicies(bucketName);
  const users = useBucketUsers(bucketName, showUsers && current === 'Users');
  const baseId = useId();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Tabs
        value={current}
        onChange={(_event, value: SubTab) => setTab(value)}
        aria-label="Access Audit"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="Policies" label="Policies" id={`${baseId}-policies`} aria-controls={`${baseId}-panel`} />
        {showUsers && (
          <Tab value="Users" label="Users" id={`${baseId}-users`} aria-controls={`${baseId}-panel`} />
        )}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={current === 'Users' ? `${baseId}-users` : `${baseId}-policies`}
      >
        {current === 'Policies' ? (
          <DataTable
            aria-label="Policies with access to the bucket"
            rows={policies.data?.policies ?? []}
            columns={policyColumns}
            getRowId={(policy) => policy.name}
            onRowClick={(policy) => void navigate(screens.policies.detail.href({ name: policy.name }))}
            loading={policies.isFetching}
            emptyMessage={
              policies.isError
                ? 'The policies could not be loaded.'
                : 'No policy gives access to this bucket.'
            }
          />
        ) : (
          <DataTable
            aria-label="Users with access to the bucket"
            rows={users.data?.users ?? []}
            columns={userColumns}
            getRowId={(user) => user.accessKey}
            onRowClick={(user) => void navigate(screens.users.detail.href({ name: user.accessKey }))}
            loading={users.isFetching}
            emptyMessage={users.isError ? 'The users could not be loaded.' : 'No user can reach this bucket.'}
          />
        )}
      </Box>
    </Box>
  );
}
