import RestartAlt from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { Session } from '@granary/contract';
import { screens } from '@granary/contract';
import { useCan } from '@/lib/has-permission';
import { useRestartStatus } from '@/shared-api/restart-status';
import { useRestartServer } from '../api/restart-server';

/** Pages from which a user can save configuration that MinIO applies only after a restart. */
const configPages: readonly string[] = [
  screens.settings.page,
  screens.loggerWebhook.page,
  screens.auditWebhook.page,
];

export const restartNeededText =
  'The instance needs to be restarted for configuration changes to take effect.';
export const restartingText = 'The server is restarting.';

function pendingSummary(configs: string[]): string {
  const unique = [...new Set(configs)];
  if (unique.length === 0) return '';
  return `Waiting: ${unique.slice(0, 5).join(', ')}${unique.length > 5 ? ` and ${unique.length - 5} more` : ''}.`;
}

/** The shell's server restart banner (spec 3 §4), shared by every screen. */
export function RestartBanner({ session }: { session: Session }) {
  const watches = session.pages.some((page) => configPages.includes(page));
  const status = useRestartStatus(watches);
  const canRestart = useCan('restart-banner', 'admin:ServiceRestart');
  const restart = useRestartServer();

  if (restart.isPending) {
    return (
      <Alert severity="info" icon={<RestartAlt />} sx={{ '& .MuiAlert-message': { flex: 1 } }}>
        {restartingText}
        <LinearProgress aria-label="Restarting" sx={{ mt: 1 }} />
      </Alert>
    );
  }
  if (!status.data?.restartRequired) return null;
  return (
    <Alert
      severity="warning"
      action={
        canRestart ? (
          <Button color="inherit" size="small" onClick={() => restart.mutate()}>
            Restart
          </Button>
        ) : undefined
      }
    >
      {restartNeededText}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
        {pendingSummary(status.data.pending.map((change) => change.config))}
        {!canRestart && ' Ask an administrator who may restart MinIO (admin:ServiceRestart).'}
      </Box>
    </Alert>
  );
}
