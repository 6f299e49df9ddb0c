import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { AuditLogsTab } from './audit-logs-tab';
import { ErrorLogsTab } from './error-logs-tab';

type LogsTab = 'error' | 'audit';

/**
 * /logs: Error Logs (MinIO's live log) and Audit Logs, on only when Granary's store can be searched (the
 * session's log-search feature, spec 2 §6).
 */
export function LogsPage({ logSearch }: { logSearch: boolean }) {
  // The tab is in the address (?tab=error|audit), so a link or a reload opens the same one.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: LogsTab = asked === 'error' || asked === 'audit' ? asked : logSearch ? 'audit' : 'error';
  const setTab = (value: LogsTab) => setParams({ tab: value }, { replace: true });
  return (
    <>
      <PageHeader title="Logs" />
      <Tabs value={tab} onChange={(_event, value: LogsTab) => setTab(value)} sx={{ mb: 2 }}>
        <Tab label="Error Logs" value="error" />
        <Tab label="Audit Logs" value="audit" disabled={!logSearch} />
      </Tabs>
      {!logSearch && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Audit Logs is off: Granary&apos;s store cannot be reached.
        </Typography>
      )}
      {tab === 'audit' && logSearch ? <AuditLogsTab /> : <ErrorLogsTab />}
    </>
  );
}
