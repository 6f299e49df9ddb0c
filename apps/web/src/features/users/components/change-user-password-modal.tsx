import Typography from '@mui/material/Typography';
import { changeUserPasswordRequestSchema, withRepeatedPassword } from '@granary/contract';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
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
  const dialog = useDialogForm(change, { onClose });

  const submit = form.handleSubmit((values) =>
    dialog.submit(
      { selectedUser: userName, newSecretKey: values.newSecretKey },
      `Password of '${userName}' changed`,
    ),
  );

  return (
    <FormDialog
      open
      title="Change User Password"
      maxWidth="xs"
      onSubmit={submit}
      submitDisabled={newSecretKey === '' || repeat === ''}
      {...dialog.props}
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
