import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
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
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabId) => setTab(value)}
          aria-label="Pod details"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((item) => (
            <Tab
              key={item.id}
              value={item.id}
              label={item.label}
              id={`pod-tab-${item.id}`}
              aria-controls="pod-tab-panel"
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="pod-tab-panel"
          aria-labelledby={`pod-tab-${tab}`}
          sx={{ p: { xs: 1.5, md: 2.5 } }}
        >
          {tab === 'events' ? (
            <PodEventsTab tenant={tenant} pod={pod} />
          ) : (
            <PodLogTab tenant={tenant} pod={pod} />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
