import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ServiceAccountCredentials } from '@granary/contract';
import { TextInput } from '@/components/text-input';
import { showSnackbar } from '@/lib/notifications';
import { downloadCredentials } from '@/lib/credentials-file';

function CopyButton({ label, value }: { label: string; value: string }) {
  const copy = () =>
    void navigator.clipboard
      .writeText(value)
      .then(() => showSnackbar(`${label} copied to clipboard`))
      .catch(() => showSnackbar(`Could not copy the ${label}`, 'error'));
  return (
    <InputAdornment position="end">
      <Tooltip title={`Copy ${label}`}>
        <IconButton edge="end" aria-label={`Copy ${label}`} onClick={copy}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}

function ReadOnlyKey({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      inputProps={{ spellCheck: false }}
      sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
      endAdornment={<CopyButton label={label} value={value} />}
    />
  );
}

type NewCredentialsDialogProps = {
  /** 'New Service Account Created', 'New Tenant Created'. */
  title: string;
  credentials: ServiceAccountCredentials[];
  onClose: () => void;
};

/** The one-time display of new keys (a service account's, a new tenant's users'), with Download and Done. */
export function NewCredentialsDialog({ title, credentials, onClose }: NewCredentialsDialogProps) {
  const numbered = credentials.length > 1;
  return (
    <Dialog open fullWidth maxWidth="sm" aria-describedby="new-credentials-warning">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {credentials.map((pair, i) => (
            <Stack spacing={2.5} key={pair.accessKey}>
              <ReadOnlyKey label={numbered ? `Access Key ${i + 1}` : 'Access Key'} value={pair.accessKey} />
              <ReadOnlyKey label={numbered ? `Secret Key ${i + 1}` : 'Secret Key'} value={pair.secretKey} />
            </Stack>
          ))}
          <Alert severity="warning" id="new-credentials-warning">
            Write these down, as this is the only time the secret will be displayed.
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Button
            startIcon={<Download />}
            variant="outlined"
            onClick={() => downloadCredentials(credentials)}
          >
            Download
          </Button>
        </Box>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
