import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatConfirmationPhrase, type FormatIssue } from '@granary/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TypedConfirmationField } from '@/components/typed-confirmation-field';
import { useFormatDrives } from '@/features/storage/api/format-drives';
import { showSnackbar } from '@/lib/notifications';
import { useDialogForm } from '@/lib/use-dialog-form';

type FormatDrivesDialogProps = {
  /** The drives to format, as node:drive. */
  drives: string[];
  /** Format All Drives rather than the selected ones: the title says so. */
  all: boolean;
  onClose: () => void;
  /** After DirectCSI was asked: the drives it was not asked to format, and why. */
  onFormatted: (issues: FormatIssue[]) => void;
};

const formatted = (count: number) => (count === 1 ? 'one drive' : `${count} drives`);

/**
 * Spec 3 §2, §5: the drives, Force Format, the warning that everything on them is erased, and Format
 * once 'YES, PROCEED' is typed exactly.
 */
export function FormatDrivesDialog({ drives, all, onClose, onFormatted }: FormatDrivesDialogProps) {
  const [force, setForce] = useState(false);
  const [typed, setTyped] = useState('');
  const dialog = useDialogForm(useFormatDrives(), {
    onClose,
    onSaved: ({ formatIssuesList }) => {
      const asked = drives.length - formatIssuesList.length;
      if (asked > 0) showSnackbar(`DirectCSI was asked to format ${formatted(asked)}`);
      onFormatted(formatIssuesList);
    },
  });
  return (
    <ConfirmDialog
      open
      title={all ? 'Format All Drives' : 'Format Drives'}
      confirmLabel="Format"
      destructive
      pending={dialog.props.pending}
      error={dialog.props.error}
      confirmDisabled={typed !== formatConfirmationPhrase}
      onConfirm={() => dialog.submit({ drives, force })}
      onClose={onClose}
    >
      Format {formatted(drives.length)}:
      <Box
        component="ul"
        aria-label="Drives to format"
        sx={{
          my: 1,
          pl: 3,
          maxHeight: 160,
          overflowY: 'auto',
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
        }}
      >
        {drives.map((drive) => (
          <li key={drive}>{drive}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          label="Force Format"
          control={<Switch checked={force} onChange={(event) => setForce(event.target.checked)} />}
        />
        <Typography variant="body2" aria-hidden>
          {force ? 'Yes' : 'No'}
        </Typography>
      </Box>
      <Alert severity="warning" sx={{ my: 1 }}>
        All information on these drives will be erased. This cannot be undone.
      </Alert>
      <TypedConfirmationField
        label={`Type ${formatConfirmationPhrase} to confirm`}
        expected={formatConfirmationPhrase}
        mismatch={`Type ${formatConfirmationPhrase} exactly, in capitals`}
        value={typed}
        onChange={setTyped}
      />
    </ConfirmDialog>
  );
}
