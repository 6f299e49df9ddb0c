import Typography from '@mui/material/Typography';
import { changeUserPasswordRequestSchema, withRepeatedPassword } from '@granary/contract';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangeUserPassword } from '@/features/users/api/change-user-password';

const newPasswordSchema = withRepeatedPassword(
  changeUserPasswordRequestSchema.pick({ newSecretKey: true }),
  'newSecretKey',
);

/** Change User Password: a new secret key for another user, typed twice. */
export function ChangeUserPasswordModal({ userName, onClose }: { userName: string; onClose: () => void }) {
  const form = useZodForm(newPasswordSchema, { newSecretKey: '', repeat: '' });
  const [newSecretKey, repeat] = useWatch({ control: form.control, name: ['newSecretKey', 'repeat'] });
  const change = useChangeUserPassword();

  const submit = form.handleSubmit((values) =>
    change.mutate(
      { selectedUser: userName, newSecretKey: values.newSecretKey },
      {
        onSuccess: () => {
          showSnackbar(`Password of '${userName}' changed`);
          onClose();
        },
      },
    ),
  );

  return (
    <FormDialog
      open
      title="Change User Password"
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={newSecretKey === '' || repeat === ''}
      pending={change.isPending}
      error={change.isError ? modalErrorText(change.error) : undefined}
    >
      <Typography variant="body2" color="text.secondary">
        Set a new secret key for <strong>{userName}</strong>.
      </Typography>
      <FormTextField
        control={form.control}
        name="newSecretKey"
        label="New Password"
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="repeat"
        label="Type New Password Again"
        type="password"
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
