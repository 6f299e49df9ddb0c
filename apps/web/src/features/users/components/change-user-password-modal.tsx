import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useChangeUserPassword } from '../api/change-user-password';
import { hasErrors, validateNewPassword } from '../user-validation';

/** Change User Password: a new secret key for another user, typed twice. */
export function ChangeUserPasswordModal({ userName, onClose }: { userName: string; onClose: () => void }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const change = useChangeUserPassword();
  const errors = submitted ? validateNewPassword(newPassword, confirmPassword) : {};

  const submit = () => {
    setSubmitted(true);
    if (hasErrors(validateNewPassword(newPassword, confirmPassword))) return;
    change.mutate(
      { selectedUser: userName, newSecretKey: newPassword },
      {
        onSuccess: () => {
          showSnackbar(`Password of '${userName}' changed`);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      open
      title="Change User Password"
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={newPassword === '' || confirmPassword === ''}
      pending={change.isPending}
      error={change.isError ? modalErrorText(change.error) : undefined}
    >
      <Typography variant="body2" color="text.secondary">
        Set a new secret key for <strong>{userName}</strong>.
      </Typography>
      <TextField
        label="New Password"
        type="password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword}
        autoComplete="new-password"
        autoFocus
      />
      <TextField
        label="Type New Password Again"
        type="password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword}
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
