import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

export type FormDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  /** May be async, as react-hook-form's handleSubmit(...) is. */
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  submitLabel?: string;
  /** 'Close' once what the dialog made is there (a share link): nothing is left to cancel. */
  cancelLabel?: string;
  submitDisabled?: boolean;
  pending?: boolean;
  /** The modal snackbar (server errors); field errors belong next to their fields. */
  error?: string;
  /** Shows a Clear button that resets the form. */
  onClear?: () => void;
  /** A wizard's later step: Back sits between Cancel and the step's submit button. */
  onBack?: (() => void) | undefined;
  maxWidth?: 'xs' | 'sm' | 'md';
};

/**
 * A modal form: title, fields, the modal error, and Clear / Cancel / (Back) / Save. The title and the
 * buttons stay put while the fields scroll between them, so on a form longer than the screen an error
 * shown at the top of the fields sits below the title instead of scrolling it away.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, title, children, submitLabel = 'Save', pending = false, error, onClear, onBack } = props;
  const titleId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  // A long form is scrolled down to Save when the error appears at its top: bring the error into view.
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
    <Dialog open={open} onClose={close} maxWidth={props.maxWidth ?? 'sm'} fullWidth aria-labelledby={titleId}>
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
          {onClear && (
            <Button onClick={onClear} disabled={pending} color="inherit" sx={{ mr: 'auto' }}>
              Clear
            </Button>
          )}
          <Button onClick={close} disabled={pending} color="inherit">
            {props.cancelLabel ?? 'Cancel'}
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
