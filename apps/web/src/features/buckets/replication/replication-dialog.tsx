import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { FormDialogProps } from '@/components/form-dialog';

type ReplicationDialogProps = Omit<FormDialogProps, 'onClear'> & {
  /** A wizard's later step: Back sits between Cancel and the step's submit button. */
  onBack?: (() => void) | undefined;
};

/**
 * FormDialog's modal form for the replication forms, which are longer than a phone or laptop screen:
 * the title and the buttons stay put while the fields scroll between them, so an error shown at the
 * top of the fields sits below the title instead of scrolling it away (issue 17, item 12).
 */
export function ReplicationDialog(props: ReplicationDialogProps) {
  const { title, children, submitLabel = 'Save', pending = false, error, onBack } = props;
  const titleId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  const close = () => {
    if (!pending) props.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void props.onSubmit();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      maxWidth={props.maxWidth ?? 'sm'}
      fullWidth
      aria-labelledby={titleId}
    >
      {/* A flex column that may shrink: the content, not the whole paper, scrolls. */}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
          {error && (
            <Alert ref={errorRef} severity="error" variant="filled" sx={{ flexShrink: 0 }}>
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={pending} color="inherit">
            Cancel
          </Button>
          {onBack && (
            <Button onClick={onBack} disabled={pending} variant="outlined" color="inherit">
              Back
            </Button>
          )}
          <Button type="submit" variant="contained" loading={pending} disabled={props.submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
