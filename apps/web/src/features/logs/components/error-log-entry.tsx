import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConsoleLogMessage } from '@granary/contract';
import { Fragment } from 'react';
import { highlighted as marked } from '@/components/highlighted';
import { formatDateTimeSeconds } from '@/lib/format';

const fields: [string, (entry: ConsoleLogMessage) => string][] = [
  ['API', (entry) => entry.api],
  ['DeploymentID', (entry) => entry.deploymentId],
  ['RequestID', (entry) => entry.requestId],
  ['RemoteHost', (entry) => entry.remoteHost],
  ['Host', (entry) => entry.host],
  ['UserAgent', (entry) => entry.userAgent],
];

/** One entry of MinIO's log: its time and level, the §2 fields, the error and its source lines. */
export function ErrorLogEntry({ entry, highlight }: { entry: ConsoleLogMessage; highlight: string }) {
  const time = Date.parse(entry.time);
  const matches = highlight !== '' && JSON.stringify(entry).toLowerCase().includes(highlight.toLowerCase());
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`${entry.level} ${entry.api}`}
      sx={{ p: 1.5, borderColor: matches ? 'warning.main' : 'divider', borderWidth: matches ? 2 : 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <Box
          component="span"
          sx={{ color: entry.level === 'ERROR' || entry.level === 'FATAL' ? 'error.main' : 'text.secondary' }}
        >
          {entry.level}
        </Box>{' '}
        {Number.isNaN(time) ? entry.time : formatDateTimeSeconds(entry.time)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, my: 1 }}
      >
        {fields
          .filter(([, value]) => value(entry) !== '')
          .map(([label, value]) => (
            <Fragment key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="caption" sx={{ m: 0, wordBreak: 'break-all' }}>
                {marked(value(entry), highlight)}
              </Typography>
            </Fragment>
          ))}
      </Box>
      {entry.message && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {marked(entry.message, highlight)}
        </Typography>
      )}
      {entry.error && (
        <>
          <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
            Error: {marked(entry.error.message, highlight)}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, mt: 0.5, fontSize: 12, overflowX: 'auto', color: 'text.secondary' }}
          >
            {entry.error.source.map((line) => (
              <div key={line}>{marked(line, highlight)}</div>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
