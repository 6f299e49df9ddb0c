import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { bulkGroupsRequestSchema } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { GroupSelectionList } from '@/components/identity-selection-lists';
import { InfoDialog } from '@/components/info-dialog';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useAddUsersToGroups } from '@/features/users/api/add-users-to-groups';

type AddToGroupModalProps = { users: string[]; onClose: () => void; onDone: () => void };

/** Add Users to Group: pick groups for the ticked users, then a confirmation of what was added. */
export function AddToGroupModal({ users, onClose, onDone }: AddToGroupModalProps) {
  const form = useZodForm(bulkGroupsRequestSchema, { users, groups: [] });
  const add = useAddUsersToGroups();
  // Once added, the dialog says what was added (below) instead of closing.
  const dialog = useDialogForm(add, { onClose, onSaved: () => undefined });

  if (add.isSuccess) return <AddedConfirmation groups={add.variables.groups} users={users} onDone={onDone} />;

  const submit = form.handleSubmit((body) => dialog.submit(body, 'Users added to the groups'));

  return (
    <FormDialog
      open
      title="Add Users to Group"
      onSubmit={submit}
      onClear={() => form.setValue('groups', [])}
      {...dialog.props}
    >
      <Typography variant="body2" color="text.secondary">
        Selected users: {users.join(', ')}
      </Typography>
      <GroupSelectionList control={form.control} name="groups" height={280} />
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
  return (
    <InfoDialog title="Users added to groups" onClose={onDone} closeLabel="Done">
      <Typography variant="body2" color="text.secondary">
        The following users were added to the following groups.
      </Typography>
      <NameChips title="Groups" names={groups} />
      <NameChips title="Users" names={users} />
    </InfoDialog>
  );
}
