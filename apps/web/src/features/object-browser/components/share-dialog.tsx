import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { ObjectEntry } from '@granary/contract';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextInput } from '@/components/text-input';
import { boundInput } from '@/lib/bound-input';
import { formatDateTime } from '@/lib/format';
import { showSnackbar } from '@/lib/notifications';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useShareObject } from '@/features/object-browser/api/share-object';
import { baseName } from '@/features/object-browser/browser-path';
import { isoDay, shareFormSchema, shareTerm } from '@/features/object-browser/share-term';

type ShareDialogProps = { bucket: string; entry: ObjectEntry; onClose: () => void };

/** Share File: a link valid to the end of the chosen day (at most 7 days), whoever opens it. */
export function ShareDialog({ bucket, entry, onClose }: ShareDialogProps) {
  const form = useZodForm(shareFormSchema, { day: isoDay(new Date()) });
  const share = useShareObject();
  // The link shows in the dialog once made: nothing closes it.
  const dialog = useDialogForm(share, { onClose, onSaved: () => undefined });
  // The day's problem shows as soon as it is chosen, like the disabled button.
  const term = shareTerm(form.watch('day'));
  const create = form.handleSubmit(({ ms }) =>
    dialog.submit({ bucket, key: entry.name, versionId: entry.version_id, ms }),
  );
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    showSnackbar('Share URL Copied to clipboard');
  };
  return (
    <FormDialog
      open
      title="Share File"
      onSubmit={() => void create()}
      submitLabel={share.data ? 'Create New Link' : 'Create Link'}
      cancelLabel={share.data ? 'Close' : 'Cancel'}
      submitDisabled={'problem' in term}
      {...dialog.props}
    >
      <Typography variant="body2">
        Anyone with the link can download{' '}
        <Box component="strong" sx={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {baseName(entry.name)}
        </Box>{' '}
        until the end of the chosen day, even after you log out.
      </Typography>
      <Controller
        control={form.control}
        name="day"
        render={({ field }) => (
          <TextInput label="Active until" type="date" {...boundInput(field)} error={'problem' in term} />
        )}
      />
      {'problem' in term && <Alert severity="warning">{term.problem}</Alert>}
      {share.data && (
        <>
          <TextInput
            label="Share URL"
            value={share.data.url}
            readOnly
            endAdornment={
              <InputAdornment position="end">
                <IconButton aria-label="Copy Share URL" onClick={() => void copy(share.data.url)}>
                  <ContentCopy fontSize="small" />
                </IconButton>
              </InputAdornment>
            }
          />
          <Typography variant="caption" color="text.secondary">
            Expires {formatDateTime(share.data.expires_at)}.
          </Typography>
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => void copy(share.data.url)}>
            Copy to clipboard
          </Button>
        </>
      )}
    </FormDialog>
  );
}
