import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { SelectionList } from '../../../components/selection-list';
import { useGroups } from '../../../lib/identity/list-groups';
import { usePolicyList } from '../../../lib/identity/list-policies';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useCreateUser } from '../api/create-user';
import { hasErrors, validateCreateUser } from '../user-validation';

type Touched = { accessKey: boolean; secretKey: boolean };
const untouched: Touched = { accessKey: false, secretKey: false };

/** The Create User modal: Access Key, Secret Key, groups and policies; Clear and Save. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const [accessKey, setAccessKey] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [groups, setGroups] = useState<string[]>([]);
  const [policies, setPolicies] = useState<string[]>([]);
  const [touched, setTouched] = useState<Touched>(untouched);
  const groupList = useGroups();
  const policyList = usePolicyList();
  const create = useCreateUser();

  const errors = validateCreateUser({ accessKey, secretKey });
  const shown = {
    accessKey: touched.accessKey ? errors.accessKey : undefined,
    secretKey: touched.secretKey ? errors.secretKey : undefined,
  };

  const submit = () => {
    setTouched({ accessKey: true, secretKey: true });
    if (hasErrors(errors)) return;
    create.mutate(
      { accessKey, secretKey, groups, policies },
      {
        onSuccess: () => {
          showSnackbar(`User '${accessKey}' created`);
          onClose();
        },
      },
    );
  };
  const clear = () => {
    setAccessKey('');
    setSecretKey('');
    setGroups([]);
    setPolicies([]);
    setTouched(untouched);
    create.reset();
  };

  return (
    <FormDialog
      open
      title="Create User"
      maxWidth="md"
      onSubmit={submit}
      onClose={onClose}
      onClear={clear}
      pending={create.isPending}
      error={create.isError ? modalErrorText(create.error) : undefined}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Access Key"
          value={accessKey}
          onChange={(event) => setAccessKey(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, accessKey: true }))}
          error={Boolean(shown.accessKey)}
          helperText={shown.accessKey}
          autoFocus
          autoComplete="off"
          required
        />
        <TextField
          label="Secret Key"
          type="password"
          value={secretKey}
          onChange={(event) => setSecretKey(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, secretKey: true }))}
          error={Boolean(shown.secretKey)}
          helperText={shown.secretKey}
          autoComplete="new-password"
          required
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SelectionList
          label="Assign Groups"
          items={groupList.data?.groups ?? []}
          selected={groups}
          onChange={setGroups}
          searchLabel="Filter by Group"
          emptyMessage="No Groups Available"
          loading={groupList.isPending}
        />
        <SelectionList
          label="Assign Policies"
          items={(policyList.data?.policies ?? []).map((policy) => policy.name)}
          selected={policies}
          onChange={setPolicies}
          searchLabel="Filter by Policy"
          emptyMessage="No Policies Available"
          loading={policyList.isPending}
        />
      </Box>
    </FormDialog>
  );
}
