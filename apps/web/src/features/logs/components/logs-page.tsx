import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { AuditLogsTab } from './audit-logs-tab';

type LogsTab = 'error' | 'audit';

/**
 * /logs: Error Logs (MinIO's live console, which comes with the live tools) and Audit Logs, on only when
 * Silo's store can be searched (the session's log-search feature, spec 2 §6).
 */
export function LogsPage({ logSearch }: { logSearch: boolean }) {
  const [tab, setTab] = useState<LogsTab>(logSearch ? 'audit' : 'error');
  return (
    <>
      <PageHeader title="Logs" />
      <Tabs value={tab} onChange={(_event, value: LogsTab) => setTab(value)} sx={{ mb: 2 }}>
        <Tab label="Error Logs" value="error" />
        <Tab label="Audit Logs" value="audit" disabled={!logSearch} />
      </Tabs>
      {tab === 'audit' && logSearch ? (
        <AuditLogsTab />
      ) : (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary">
            MinIO&apos;s live error console is not built yet; it comes with the live tools.
          </Typography>
          {!logSearch && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Audit Logs is off: Silo&apos;s store cannot be reached.
            </Typography>
          )}
        </Box>
      )}
    </>
  );
}
