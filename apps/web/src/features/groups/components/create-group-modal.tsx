import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { SelectionList } from '../../../components/selection-list';
import { useUsers } from '../../../lib/identity/list-users';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useCreateGroup } from '../api/create-group';
import { validateGroupName } from '../group-validation';

/** The Create Group modal: Group Name and its members; Clear and Save. */
export function CreateGroupModal({ onClose }: { onClose: () => void }) {
  const users = useUsers();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const create = useCreateGroup();
  const nameError = touched ? validateGroupName(name) : undefined;

  const submit = () => {
    setTouched(true);
    if (validateGroupName(name)) return;
    create.mutate(
      { group: name, members },
      {
        onSuccess: () => {
          showSnackbar(`Group '${name}' created`);
          onClose();
        },
      },
    );
  };
  const clear = () => {
    setName('');
    setMembers([]);
    setTouched(false);
    create.reset();
  };

  return (
    <FormDialog
      open
      title="Create Group"
      onSubmit={submit}
      onClose={onClose}
      onClear={clear}
      pending={create.isPending}
      error={create.isError ? modalErrorText(create.error) : undefined}
    >
      <TextField
        label="Group Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(nameError)}
        helperText={nameError}
        autoFocus
        autoComplete="off"
        required
      />
      <SelectionList
        label="Members"
        items={(users.data?.users ?? []).map((user) => user.accessKey)}
        selected={members}
        onChange={setMembers}
        searchLabel="Filter by User"
        emptyMessage="No Users Available"
        loading={users.isPending}
      />
    </FormDialog>
  );
}
