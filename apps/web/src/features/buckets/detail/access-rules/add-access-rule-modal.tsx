import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { accessRuleLevels, accessRulePrefixProblem, type AccessRuleLevel } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import { useSetAccessRule } from './access-rules-api';

const defaultAccess: AccessRuleLevel = 'readonly';

/** Add Access Rule: Prefix and Access; Save stays disabled while the prefix is blank (spec 1 §5). */
export function AddAccessRuleModal({ bucketName, onClose }: { bucketName: string; onClose: () => void }) {
  const [prefix, setPrefix] = useState('');
  const [access, setAccess] = useState<AccessRuleLevel>(defaultAccess);
  const save = useSetAccessRule(bucketName);
  const blank = prefix.trim() === '';
  const problem = blank ? undefined : accessRulePrefixProblem(prefix);

  const submit = () => {
    if (blank || problem) return;
    save.mutate(
      { prefix, access },
      {
        onSuccess: () => {
          showSnackbar(`Access rule for '${prefix}' saved`);
          onClose();
        },
      },
    );
  };
  const clear = () => {
    setPrefix('');
    setAccess(defaultAccess);
    save.reset();
  };

  return (
    <FormDialog
      open
      title="Add Access Rule"
      onSubmit={submit}
      onClose={onClose}
      onClear={clear}
      submitDisabled={blank || Boolean(problem)}
      pending={save.isPending}
      error={save.isError ? modalErrorText(save.error) : undefined}
    >
      <TextField
        label="Prefix"
        value={prefix}
        onChange={(event) => setPrefix(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? 'Anonymous users get this access to the objects whose names start with it'}
        autoFocus
        autoComplete="off"
        required
      />
      <TextField
        select
        label="Access"
        value={access}
        onChange={(event) => setAccess(event.target.value as AccessRuleLevel)}
      >
        {accessRuleLevels.map((level) => (
          <MenuItem key={level} value={level}>
            {level}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
