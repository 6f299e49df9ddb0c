import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending?: boolean;
  /** The modal snackbar: shown inside the dialog, which stays open so the user can retry. */
  error?: string;
  /** The confirm button waits for something the dialog asks (a typed name). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The one confirmation dialog (deletes and other irreversible steps). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, destructive = false, pending = false, error } = props;
  const titleId = useId();
  const bodyId = useId();
  const close = () => {
    if (!pending) props.onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography component="div" id={bodyId} variant="body2" color="text.secondary">
          {children}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={pending} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={pending}
          disabled={props.confirmDisabled === true}
          onClick={props.onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
