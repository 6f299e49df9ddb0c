import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Logo } from '@/components/logo';
import { getSessionQueryOptions } from '@/features/session/api/get-session';
import type { ApiRequestError } from '@/lib/api-error';
import { BACKEND_RETRY_MS, backendName, useBackendUnreachable } from '@/lib/backend-reachability';
import { hideErrorBanner } from '@/lib/notifications';

const retryText = `Granary asks again every ${BACKEND_RETRY_MS / 1000} seconds`;

/**
 * A reload while MinIO (or the Kubernetes API server) is away: the session may be fine, so no login
 * form, and no click to come back.
 */
export function BackendUnreachableScreen({ error }: { error: ApiRequestError }) {
  const name = backendName(error, true);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 520, alignItems: 'center', textAlign: 'center' }}>
        <Logo size={48} />
        <Typography variant="h1">{name} cannot be reached</Typography>
        <Typography color="text.secondary">{error.message}</Typography>
        <CircularProgress size={28} aria-hidden />
        <Typography role="status">
          {retryText} and opens this page as soon as {name === 'MinIO' ? 'MinIO' : 'it'} answers. Your session
          is kept.
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * While MinIO is away: ask again every few seconds with the session call (it reaches MinIO), and when it
 * answers, reload every screen's data, so the open page recovers by itself.
 */
function useMinioRecovery(unreachable: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unreachable) return;
    const timer = setInterval(() => {
      queryClient
        .fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 })
        .then(() => {
          hideErrorBanner();
          return queryClient.invalidateQueries();
        })
        // Still away: the next tick asks again. A lost session goes to /login through the API client.
        .catch(() => undefined);
    }, BACKEND_RETRY_MS);
    return () => clearInterval(timer);
  }, [unreachable, queryClient]);
}

/** The shell's notice while MinIO is away, said once for the whole page. */
export function BackendRetryNotice() {
  const unreachable = useBackendUnreachable();
  useMinioRecovery(unreachable !== null);
  if (!unreachable) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{backendName(unreachable, true)} cannot be reached, retrying</AlertTitle>
      {unreachable.message} {retryText}; this page reloads its data as soon as it answers.
    </Alert>
  );
}
