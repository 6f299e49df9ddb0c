import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { ObjectEntry } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { TextInput } from '../../../components/text-input';
import { formatDateTime } from '../../../lib/dates';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useShareObject } from '../api/share-object';
import { baseName } from '../browser-path';
import { isoDay, shareTerm } from '../share-term';

type ShareDialogProps = { bucket: string; entry: ObjectEntry; onClose: () => void };

/** Share File: a link valid to the end of the chosen day (at most 7 days), whoever opens it. */
export function ShareDialog({ bucket, entry, onClose }: ShareDialogProps) {
  const [day, setDay] = useState(() => isoDay(new Date()));
  const share = useShareObject();
  const term = shareTerm(day);
  const create = () => {
    if ('ms' in term) share.mutate({ bucket, key: entry.name, versionId: entry.version_id, ms: term.ms });
  };
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    showSnackbar('Share URL Copied to clipboard');
  };
  return (
    <FormDialog
      open
      title="Share File"
      onSubmit={create}
      onClose={onClose}
      submitLabel={share.data ? 'Create New Link' : 'Create Link'}
      submitDisabled={'problem' in term}
      pending={share.isPending}
      error={share.isError ? modalErrorText(share.error) : undefined}
    >
      <Typography variant="body2">
        Anyone with the link can download{' '}
        <Box component="strong" sx={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {baseName(entry.name)}
        </Box>{' '}
        until the end of the chosen day, even after you log out.
      </Typography>
      <TextInput
        label="Active until"
        type="date"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        error={'problem' in term}
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
