import type { User } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { SelectionList } from '../../../components/selection-list';
import { useGroups } from '../../../lib/identity/list-groups';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useUpdateUser } from '../api/update-user';

/** The Set Groups modal: the user's group membership becomes the selection. */
export function SetGroupsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const groupList = useGroups();
  const [groups, setGroups] = useState(user.memberOf);
  const update = useUpdateUser('none');
  const submit = () =>
    update.mutate(
      { name: user.accessKey, status: user.status, groups },
      {
        onSuccess: () => {
          showSnackbar(`Groups of '${user.accessKey}' saved`);
          onClose();
        },
      },
    );
  return (
    <FormDialog
      open
      title="Set Groups"
      onSubmit={submit}
      onClose={onClose}
      onClear={() => setGroups([])}
      pending={update.isPending}
      error={update.isError ? modalErrorText(update.error) : undefined}
    >
      <SelectionList
        label="Assign Groups"
        items={groupList.data?.groups ?? []}
        selected={groups}
        onChange={setGroups}
        searchLabel="Filter by Group"
        emptyMessage="No Groups Available"
        loading={groupList.isPending}
        height={280}
      />
    </FormDialog>
  );
}
