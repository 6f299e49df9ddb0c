import FormHelperText from '@mui/material/FormHelperText';
import type { Policy } from '@granary/contract';
import { Controller } from 'react-hook-form';
import { FormCodeEditor } from '@/components/form-code-editor';
import { FormDialog } from '@/components/form-dialog';
import { TextInput } from '@/components/text-input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useSavePolicy } from '@/features/policies/api/save-policy';
import { policyFormSchema, prettyPolicy } from '@/features/policies/policy-summary';

export const POLICY_PLACEHOLDER = `{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:GetObject"], "Resource": ["arn:aws:s3:::bucket/*"] }
  ]
}`;

type PolicyModalProps = {
  open: boolean;
  /** The policy being viewed: its name is then fixed and Save overwrites it. */
  existing?: Policy;
  onClose: () => void;
  onSaved?: (policy: Policy) => void;
};

/** The Create/Info Policy modal: Policy Name and the JSON editor, Clear and Save. */
export function PolicyModal({ open, existing, onClose, onSaved }: PolicyModalProps) {
  const form = useZodForm(policyFormSchema, {
    name: existing?.name ?? '',
    policy: existing ? prettyPolicy(existing.policy) : '',
  });
  const save = useSavePolicy('none');
  const dialog = useDialogForm(save, {
    onClose,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
    resetForm: () => form.reset({ name: existing?.name ?? '', policy: '' }),
  });

  const submit = form.handleSubmit((body) =>
    dialog.submit(body, (saved) =>
      existing ? 'Policy successfully updated' : `Policy '${saved.name}' created`,
    ),
  );

  return (
    <FormDialog
      open={open}
      title={existing ? 'Policy Info' : 'Create Policy'}
      maxWidth="md"
      {...dialog.props}
      onSubmit={submit}
      onClear={dialog.clear}
    >
      <Controller
        control={form.control}
        name="name"
        // No onBlur: the name's error shows after Save, as the editor's does.
        render={({ field: { ref, onBlur: _onBlur, ...field }, fieldState }) => {
          const error = fieldState.error?.message;
          return (
            <div>
              <TextInput
                {...field}
                inputRef={ref}
                label="Policy Name"
                disabled={Boolean(existing) || save.isPending}
                autoFocus={!existing}
                error={Boolean(error)}
              />
              <FormHelperText error role={error ? 'alert' : undefined}>
                {error}
              </FormHelperText>
            </div>
          );
        }}
      />
      <FormCodeEditor
        control={form.control}
        name="policy"
        label="Policy Document"
        placeholder={POLICY_PLACEHOLDER}
        readOnly={save.isPending}
        height={340}
      />
    </FormDialog>
  );
}
