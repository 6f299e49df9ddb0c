import Download from '@mui/icons-material/Download';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { liveSockets } from '@granary/contract';
import { useCallback, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { isLiveRunning, useLiveSocket } from '@/lib/live-socket';
import { saveText } from '@/lib/save-file';

/** Spec 2 §4 Diagnostic messages. */
export const diagnosticTexts = {
  inProgress: 'Diagnostic started. Please do not refresh page during diagnosis.',
  success: 'Diagnostic file is ready to be downloaded.',
  error: 'An error occurred while getting Diagnostic file.',
};

/** /health-info: MinIO's health information, gathered once and saved as diagnostic.json. */
export function DiagnosticPage() {
  const [report, setReport] = useState<Record<string, unknown> | null>(null);
  const onData = useCallback((data: Record<string, unknown>) => setReport(data), []);
  const { state, start } = useLiveSocket({
    socket: liveSockets.healthInfo,
    onData,
  });
  const running = isLiveRunning(state);
  const failed = state.status === 'closed' && (state.failed || report === null);
  const ready = state.status === 'closed' && !failed && report !== null;
  const begin = () => {
    setReport(null);
    start({ query: { deadline: '1h' } });
  };
  return (
    <>
      <PageHeader title="Diagnostic" />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 5 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          textAlign: 'center',
        }}
      >
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          Gathers MinIO&apos;s health information (servers, drives, configuration, operating system,
          processes) into one file for support. Secrets are left out.
        </Typography>
        {running && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={22} />
            <Typography>{diagnosticTexts.inProgress}</Typography>
          </Box>
        )}
        {ready && <Alert severity="success">{diagnosticTexts.success}</Alert>}
        {failed && (
          <Alert severity="error">
            {diagnosticTexts.error}
            {state.status === 'closed' && state.failed && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {state.reason}
              </Typography>
            )}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" startIcon={<PlayArrow />} onClick={begin} disabled={running}>
            Start Diagnostic
          </Button>
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={!ready}
            onClick={() => report && saveText(JSON.stringify(report, null, 2), 'diagnostic.json')}
          >
            Download
          </Button>
        </Box>
      </Paper>
    </>
  );
}
