import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { TextInput } from '../../../components/text-input';
import { showSnackbar } from '../../../lib/notifications';
import { useChangeOwnPassword } from '../api/change-password';
import { modalErrorText } from '../../../lib/modal-error';
import { canSubmitPasswordChange, passwordChangeError, type PasswordForm } from '../password-rules';

const empty: PasswordForm = { current: '', next: '', repeat: '' };

/** Change Password (own account): Current Password, New Password, Type New Password Again. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState(empty);
  const [localError, setLocalError] = useState<string | undefined>();
  const change = useChangeOwnPassword();
  const pending = change.isPending;

  const field = (key: keyof PasswordForm) => ({
    value: form[key],
    type: 'password',
    disabled: pending,
    autoComplete: key === 'current' ? 'current-password' : 'new-password',
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [key]: event.target.value }));
      setLocalError(undefined);
    },
  });

  const submit = () => {
    if (!canSubmitPasswordChange(form)) return;
    const error = passwordChangeError(form);
    setLocalError(error);
    if (error) return;
    change.mutate(
      { current_secret_key: form.current, new_secret_key: form.next },
      {
        onSuccess: () => {
          showSnackbar('Your password was changed');
          onClose();
        },
      },
    );
  };

  const error = localError ?? (change.isError ? modalErrorText(change.error) : undefined);
  return (
    <FormDialog
      open
      title="Change Password"
      maxWidth="xs"
      pending={pending}
      submitDisabled={!canSubmitPasswordChange(form)}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput label="Current Password" autoFocus {...field('current')} />
      <TextInput label="New Password" {...field('next')} />
      <TextInput label="Type New Password Again" {...field('repeat')} />
    </FormDialog>
  );
}
