import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AccountStatus, Group } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { SelectionList } from '../../../components/selection-list';
import { useUsers } from '../../../lib/identity/list-users';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';

/** The Edit Group modal: members and the enabled/disabled switch. */
export function EditGroupModal({ name, onClose }: { name: string; onClose: () => void }) {
  const group = useGroup(name);
  if (group.data) return <EditGroupForm group={group.data} onClose={onClose} />;
  return (
    <FormDialog open title="Edit Group" onSubmit={() => undefined} onClose={onClose} submitDisabled>
      {group.isError ? (
        <Typography color="text.secondary">The group could not be loaded.</Typography>
      ) : (
        <LinearProgress aria-label="Loading group" />
      )}
    </FormDialog>
  );
}

function EditGroupForm({ group, onClose }: { group: Group; onClose: () => void }) {
  const users = useUsers();
  const [members, setMembers] = useState(group.members);
  const [status, setStatus] = useState<AccountStatus>(group.status);
  const update = useUpdateGroup();
  const submit = () =>
    update.mutate(
      { name: group.name, members, status },
      {
        onSuccess: () => {
          showSnackbar(`Group '${group.name}' saved`);
          onClose();
        },
      },
    );
  const userNames = (users.data?.users ?? []).map((user) => user.accessKey);
  return (
    <FormDialog
      open
      title="Edit Group"
      onSubmit={submit}
      onClose={onClose}
      pending={update.isPending}
      error={update.isError ? modalErrorText(update.error) : undefined}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            Group
          </Typography>
          <Typography variant="h3" sx={{ wordBreak: 'break-all' }}>
            {group.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Policies: {group.policy.length ? group.policy.join(', ') : 'none'}
          </Typography>
        </Box>
        <FormControlLabel
          label={status === 'enabled' ? 'Enabled' : 'Disabled'}
          control={
            <Switch
              checked={status === 'enabled'}
              onChange={(event) => setStatus(event.target.checked ? 'enabled' : 'disabled')}
              slotProps={{ input: { 'aria-label': 'Group enabled' } }}
            />
          }
        />
      </Box>
      <SelectionList
        label="Members"
        items={[...new Set([...userNames, ...group.members])]}
        selected={members}
        onChange={setMembers}
        searchLabel="Filter by User"
        emptyMessage="No Users Available"
        loading={users.isPending}
      />
    </FormDialog>
  );
}
