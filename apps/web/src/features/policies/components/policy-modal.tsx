import FormHelperText from '@mui/material/FormHelperText';
import type { Policy } from '@silo/contract';
import { useState } from 'react';
import { CodeEditor } from '../../../components/code-editor';
import { FormDialog } from '../../../components/form-dialog';
import { TextInput } from '../../../components/text-input';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useSavePolicy } from '../api/save-policy';
import { prettyPolicy, validatePolicyForm, type PolicyFormErrors } from '../policy-summary';

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
  const [name, setName] = useState(existing?.name ?? '');
  const [text, setText] = useState(existing ? prettyPolicy(existing.policy) : '');
  const [errors, setErrors] = useState<PolicyFormErrors>({});
  const save = useSavePolicy('none');

  const submit = () => {
    const found = validatePolicyForm(name, text);
    setErrors(found);
    if (found.name || found.policy) return;
    save.mutate(
      { name, policy: text },
      {
        onSuccess: (saved) => {
          showSnackbar(existing ? 'Policy successfully updated' : `Policy '${saved.name}' created`);
          onSaved?.(saved);
          onClose();
        },
      },
    );
  };

  const clear = () => {
    if (!existing) setName('');
    setText('');
    setErrors({});
    save.reset();
  };

  return (
    <FormDialog
      open={open}
      title={existing ? 'Policy Info' : 'Create Policy'}
      maxWidth="md"
      pending={save.isPending}
      error={save.isError ? modalErrorText(save.error) : undefined}
      onSubmit={submit}
      onClear={clear}
      onClose={onClose}
    >
      <div>
        <TextInput
          label="Policy Name"
          value={name}
          disabled={Boolean(existing) || save.isPending}
          autoFocus={!existing}
          error={Boolean(errors.name)}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        <FormHelperText error role={errors.name ? 'alert' : undefined}>
          {errors.name}
        </FormHelperText>
      </div>
      <CodeEditor
        label="Policy Document"
        value={text}
        onChange={(value) => {
          setText(value);
          if (errors.policy) setErrors((current) => ({ ...current, policy: undefined }));
        }}
        placeholder={POLICY_PLACEHOLDER}
        error={errors.policy}
        readOnly={save.isPending}
        height={340}
      />
    </FormDialog>
  );
}
