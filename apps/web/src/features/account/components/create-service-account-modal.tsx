import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { policyTextSchema, type ServiceAccountCredentials } from '@silo/contract';
import { useState } from 'react';
import { CodeEditor } from '../../../components/code-editor';
import { FormDialog } from '../../../components/form-dialog';
import { useCreateServiceAccount } from '../api/create-service-account';
import { modalErrorText } from '../../../lib/modal-error';

/** The message that stops a restricting policy from being sent, or undefined. */
export function restrictingPolicyError(text: string): string | undefined {
  if (text.trim() === '') return 'Enter the policy that restricts this service account';
  const result = policyTextSchema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

type CreateServiceAccountModalProps = {
  onClose: () => void;
  onCreated: (credentials: ServiceAccountCredentials) => void;
};

/** Create Service Account: an explanation, an optional restricting policy, Clear and Create. */
export function CreateServiceAccountModal({ onClose, onCreated }: CreateServiceAccountModalProps) {
  const [restrict, setRestrict] = useState(false);
  const [policy, setPolicy] = useState('');
  const [policyError, setPolicyError] = useState<string | undefined>();
  const create = useCreateServiceAccount();

  const submit = () => {
    const error = restrict ? restrictingPolicyError(policy) : undefined;
    setPolicyError(error);
    if (error) return;
    create.mutate(restrict ? { policy } : {}, { onSuccess: onCreated });
  };

  const clear = () => {
    setRestrict(false);
    setPolicy('');
    setPolicyError(undefined);
    create.reset();
  };

  return (
    <FormDialog
      open
      title="Create Service Account"
      submitLabel="Create"
      maxWidth="md"
      pending={create.isPending}
      error={create.isError ? modalErrorText(create.error) : undefined}
      onSubmit={submit}
      onClear={clear}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        A service account inherits the policies of its parent user and of the groups that user belongs to. You
        can restrict its access further with an optional JSON policy. The policy cannot be changed after the
        service account is saved.
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={restrict}
            onChange={(event) => setRestrict(event.target.checked)}
            disabled={create.isPending}
          />
        }
        label="Restrict with policy"
      />
      <Collapse in={restrict} unmountOnExit>
        <CodeEditor
          label="Policy"
          value={policy}
          onChange={(value) => {
            setPolicy(value);
            if (policyError) setPolicyError(undefined);
          }}
          error={policyError}
          readOnly={create.isPending}
          height={300}
        />
      </Collapse>
    </FormDialog>
  );
}
