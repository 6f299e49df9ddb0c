import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { TabbedPanel } from '@/components/tabbed-panel';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { PodEventsTab } from './pod-events-tab';
import { PodLogTab } from './pod-log-tab';

const tabs = [
  { id: 'events', label: 'Events' },
  { id: 'logs', label: 'Logs' },
] as const;
type TabId = (typeof tabs)[number]['id'];

/** /namespaces/{ns}/tenants/{tenant}/pods/{pod} (spec 3 §2 Pod detail): 'Pods > pod', Events and Logs. */
export function PodDetailPage({ tenant }: { tenant: TenantRef }) {
  const { pod = '' } = useParams();
  const [tab, setTab] = useState<TabId>('events');
  const params = { namespace: tenant.namespace, tenant: tenant.name };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Breadcrumbs aria-label="Pod breadcrumb">
        <Link
          component={RouterLink}
          to={screens.tenantDetail.pods.href(params)}
          underline="hover"
          color="inherit"
        >
          Pods
        </Link>
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {pod}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h2">{pod}</Typography>
      <TabbedPanel tabs={tabs} value={tab} onChange={setTab} aria-label="Pod details" idPrefix="pod">
        {tab === 'events' ? (
          <PodEventsTab tenant={tenant} pod={pod} />
        ) : (
          <PodLogTab tenant={tenant} pod={pod} />
        )}
      </TabbedPanel>
    </Box>
  );
}
