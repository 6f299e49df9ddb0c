import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { RefreshButton } from '@/components/list-page';
import { HighlightField, highlighted } from '@/components/highlighted';
import { usePodLog } from '@/features/tenants/api/get-pod-detail';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { formatError } from '@/lib/error-message';
import { lineMatches, logLines } from './log-lines';

type PodLogTabProps = { tenant: TenantRef; pod: string };

/**
 * Logs (spec 3 §2 Pod detail): the pod's MinIO log without its terminal codes, indented lines indented,
 * and 'Highlight Line' marking the lines that hold the text. The API server's refusal (no kubelet, a node
 * it cannot reach) is said in its own words.
 */
export function PodLogTab({ tenant, pod }: PodLogTabProps) {
  const log = usePodLog({ tenant, pod });
  const [highlight, setHighlight] = useState('');
  const lines = useMemo(() => logLines(log.data?.log ?? ''), [log.data]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <HighlightField value={highlight} onChange={setHighlight} />
        <Box sx={{ flex: 1 }} />
        {log.data?.container && (
          <Typography variant="body2" color="text.secondary">
            Container {log.data.container}
          </Typography>
        )}
        <RefreshButton query={log} />
      </Box>
      {log.isError && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          <AlertTitle>The log could not be read</AlertTitle>
          {formatError(log.error).message}
        </Alert>
      )}
      {log.isPending && <Typography color="text.secondary">Loading…</Typography>}
      {log.isSuccess && lines.length === 0 && (
        <Typography color="text.secondary">
          The pod has written no log yet (a pod no node runs yet has none).
        </Typography>
      )}
      {lines.length > 0 && (
        <Box
          role="log"
          aria-label={`Log of ${pod}`}
          tabIndex={0}
          sx={{
            fontFamily: 'monospace',
            fontSize: 12.5,
            lineHeight: 1.6,
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 1.5,
            overflow: 'auto',
            maxHeight: '65vh',
          }}
        >
          {lines.map((line, index) => (
            <Box
              // A line has no identity but its place; the log is read whole each time.
              key={index}
              data-highlighted={lineMatches(line, highlight) || undefined}
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                minHeight: '1.6em',
                pl: line.indented ? 3 : 0,
                '&[data-highlighted]': { bgcolor: 'rgba(var(--mui-palette-warning-mainChannel) / 0.18)' },
              }}
            >
              {highlighted(line.text, highlight)}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
