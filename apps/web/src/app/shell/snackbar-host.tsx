import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { hideSnackbar, useSnackbarState } from '@/lib/notifications';

export const SNACKBAR_TIMEOUT_MS = 5_000;

/** Shows the latest snackbar message from the notifications store; each message restarts the 5 s. */
export function SnackbarHost() {
  const snackbar = useSnackbarState();
  return (
    <Snackbar
      key={snackbar?.id}
      open={snackbar !== null}
      autoHideDuration={SNACKBAR_TIMEOUT_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hideSnackbar();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={snackbar?.type === 'error' ? 'error' : 'success'}
        onClose={hideSnackbar}
        sx={{ minWidth: 320, maxWidth: 560, alignItems: 'center' }}
      >
        {snackbar?.message}
        {snackbar?.detail && <div style={{ opacity: 0.85, fontSize: '0.8125rem' }}>{snackbar.detail}</div>}
      </Alert>
    </Snackbar>
  );
}
