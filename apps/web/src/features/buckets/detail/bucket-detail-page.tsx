import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { screens } from '@granary/contract';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Link as RouterLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { formatError, isRefusedByPolicy } from '@/lib/error-message';
import { useCan } from '@/lib/has-permission';
import { isBackendUnreachable } from '@/lib/backend-reachability';
import { bucketKeys } from '@/shared-api/bucket-keys';
import { useBucketInfo } from '@/features/buckets/api/get-bucket';
import { DeleteBucketDialog } from '@/features/buckets/components/delete-bucket-dialog';
import { BucketDetailHeader } from './bucket-detail-header';
import { useBucketDenials } from './use-bucket-denials';
import type { BucketTabProps } from './bucket-tab-props';
import { bucketTabs } from './bucket-tabs';

function useCurrentTab(name: string): string {
  const { pathname } = useLocation();
  const base = screens.buckets.detail.href({ bucket: name });
  const rest = pathname.slice(pathname.indexOf(base) + base.length + 1);
  return rest.split('/')[0] ?? '';
}

/** /buckets/{bucketName}/{tab}: header, breadcrumb and the tabs of spec 1 §2.7. */
export function BucketDetailPage(props: BucketTabProps) {
  const { bucketName, distributedMode } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useBucketInfo(bucketName);
  const fetching = useIsFetching({ queryKey: bucketKeys.bucket(bucketName) }) > 0;
  const canGetReplication = useCan('getReplication', 's3:GetReplicationConfiguration', bucketName);
  const deleteDenied = useBucketDenials(bucketName).delete;
  const [deleting, setDeleting] = useState(false);
  const tabs = bucketTabs.filter((tab) => distributedMode || !tab.distributedOnly);
  const current = useCurrentTab(bucketName);

  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to={screens.buckets.href()} underline="hover" color="inherit">
          Buckets
        </Link>
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {bucketName}
        </Typography>
      </Breadcrumbs>
      <BucketDetailHeader
        name={bucketName}
        access={info.data?.access}
        failed={info.isError}
        notAllowed={isRefusedByPolicy(info.error)}
        refreshing={fetching}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucketName) })}
        onDelete={() => setDeleting(true)}
        deleteDenied={deleteDenied}
      />
      {/* MinIO away: the shell's retry notice says it, once for the whole page; a refusal is marked in place. */}
      {info.isError && !isBackendUnreachable(info.error) && !isRefusedByPolicy(info.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formatError(info.error).message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tabs.some((tab) => tab.path === current) ? current : false}
          aria-label="Bucket details"
          variant="scrollable"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.path}
              value={tab.path}
              label={tab.label}
              component={RouterLink}
              to={screens.buckets.tab.href({ bucket: bucketName, tab: tab.path })}
              disabled={tab.path === 'replication' && !canGetReplication}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          aria-label={tabs.find((tab) => tab.path === current)?.label}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Routes>
            {tabs.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component {...props} />} />
            ))}
            <Route
              path="*"
              element={
                <Navigate to={screens.buckets.tab.href({ bucket: bucketName, tab: 'summary' })} replace />
              }
            />
          </Routes>
        </Box>
      </Paper>
      {deleting && (
        <DeleteBucketDialog
          name={bucketName}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(screens.buckets.href())}
        />
      )}
    </>
  );
}
