import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { SelectionList } from '../../../components/selection-list';
import { useGroups } from '../../../lib/identity/list-groups';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { useAddUsersToGroups } from '../api/add-users-to-groups';
import { validateBulkGroups } from '../user-validation';

type AddToGroupModalProps = { users: string[]; onClose: () => void; onDone: () => void };

/** Add Users to Group: pick groups for the ticked users, then a confirmation of what was added. */
export function AddToGroupModal({ users, onClose, onDone }: AddToGroupModalProps) {
  const groupList = useGroups();
  const [groups, setGroups] = useState<string[]>([]);
  const [groupError, setGroupError] = useState<string>();
  const add = useAddUsersToGroups();

  if (add.isSuccess) return <AddedConfirmation groups={groups} users={users} onDone={onDone} />;

  const submit = () => {
    const problem = validateBulkGroups(groups);
    setGroupError(problem);
    if (problem) return;
    add.mutate({ users, groups }, { onSuccess: () => showSnackbar('Users added to the groups') });
  };

  return (
    <FormDialog
      open
      title="Add Users to Group"
      onSubmit={submit}
      onClose={onClose}
      onClear={() => setGroups([])}
      pending={add.isPending}
      error={add.isError ? modalErrorText(add.error) : undefined}
    >
      <Typography variant="body2" color="text.secondary">
        Selected users: {users.join(', ')}
      </Typography>
      <SelectionList
        label="Assign Groups"
        items={groupList.data?.groups ?? []}
        selected={groups}
        onChange={(next) => {
          setGroups(next);
          if (next.length) setGroupError(undefined);
        }}
        searchLabel="Filter by Group"
        emptyMessage="No Groups Available"
        loading={groupList.isPending}
        height={280}
      />
      {groupError && (
        <FormHelperText error role="alert" sx={{ mt: -1.5 }}>
          {groupError}
        </FormHelperText>
      )}
    </FormDialog>
  );
}

function NameChips({ title, names }: { title: string; names: string[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {names.map((name) => (
          <li key={name}>
            <Chip size="small" label={name} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function AddedConfirmation({
  groups,
  users,
  onDone,
}: {
  groups: string[];
  users: string[];
  onDone: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onDone} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Users added to groups</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          The following users were added to the following groups.
        </Typography>
        <NameChips title="Groups" names={groups} />
        <NameChips title="Users" names={users} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
