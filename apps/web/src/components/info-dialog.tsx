import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

type InfoDialogProps = {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** 'Close' unless the step is better named ('Done'). */
  closeLabel?: string;
  maxWidth?: 'sm' | 'md' | 'lg';
  /** Buttons at the start of the actions, before the one that closes (a Download). */
  actions?: ReactNode;
};

/** The one dialog that only shows something: a title, what it shows, and one button that closes it. */
export function InfoDialog({
  title,
  children,
  onClose,
  closeLabel = 'Close',
  maxWidth = 'sm',
  actions,
}: InfoDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {actions && <Box sx={{ flex: 1 }}>{actions}</Box>}
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
