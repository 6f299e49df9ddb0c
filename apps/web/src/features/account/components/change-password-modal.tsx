import { changeOwnPasswordRequestSchema, withRepeatedPassword } from '@granary/contract';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextInput } from '@/components/text-input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useChangeOwnPassword } from '@/features/account/api/change-password';

const ownPasswordSchema = withRepeatedPassword(changeOwnPasswordRequestSchema, 'new_secret_key');
type FieldName = 'current_secret_key' | 'new_secret_key' | 'repeat';

/** Change Password (own account): Current Password, New Password, Type New Password Again. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const form = useZodForm(ownPasswordSchema, { current_secret_key: '', new_secret_key: '', repeat: '' });
  const values = useWatch({ control: form.control });
  const change = useChangeOwnPassword();
  const dialog = useDialogForm(change, { onClose });
  const pending = change.isPending;
  const complete = Boolean(values.current_secret_key && values.new_secret_key && values.repeat);

  const submit = form.handleSubmit(({ current_secret_key, new_secret_key }) =>
    dialog.submit({ current_secret_key, new_secret_key }, 'Your password was changed'),
  );

  // One message above the fields, the mismatch first, and only once Save was pressed.
  const { errors, isSubmitted } = form.formState;
  const localError = isSubmitted ? (errors.repeat?.message ?? errors.new_secret_key?.message) : undefined;
  const field = (name: FieldName, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { ref, ...bound } }) => (
        <TextInput
          {...bound}
          inputRef={ref}
          label={label}
          type="password"
          disabled={pending}
          autoFocus={name === 'current_secret_key'}
          autoComplete={name === 'current_secret_key' ? 'current-password' : 'new-password'}
        />
      )}
    />
  );

  return (
    <FormDialog
      open
      title="Change Password"
      maxWidth="xs"
      submitDisabled={!complete}
      {...dialog.props}
      error={localError ?? dialog.props.error}
      onSubmit={() => {
        if (complete) void submit();
      }}
    >
      {field('current_secret_key', 'Current Password')}
      {field('new_secret_key', 'New Password')}
      {field('repeat', 'Type New Password Again')}
    </FormDialog>
  );
}
