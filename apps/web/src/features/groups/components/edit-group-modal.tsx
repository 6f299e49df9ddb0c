import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { updateGroupRequestSchema, type Group } from '@granary/contract';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormSelectionList } from '@/components/form-selection-list';
import { useUsers } from '@/shared-api/list-users';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useGroup } from '@/features/groups/api/get-group';
import { useUpdateGroup } from '@/features/groups/api/update-group';

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
  const form = useZodForm(updateGroupRequestSchema, { members: group.members, status: group.status });
  const update = useUpdateGroup();
  const dialog = useDialogForm(update, { onClose });
  const submit = form.handleSubmit((body) =>
    dialog.submit({ name: group.name, ...body }, `Group '${group.name}' saved`),
  );
  const userNames = (users.data?.users ?? []).map((user) => user.accessKey);
  return (
    <FormDialog open title="Edit Group" onSubmit={submit} {...dialog.props}>
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
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormControlLabel
              label={field.value === 'enabled' ? 'Enabled' : 'Disabled'}
              control={
                <Switch
                  checked={field.value === 'enabled'}
                  onChange={(event) => field.onChange(event.target.checked ? 'enabled' : 'disabled')}
                  slotProps={{ input: { 'aria-label': 'Group enabled' } }}
                />
              }
            />
          )}
        />
      </Box>
      <FormSelectionList
        control={form.control}
        name="members"
        label="Members"
        items={[...new Set([...userNames, ...group.members])]}
        searchLabel="Filter by User"
        emptyMessage="No Users Available"
        loading={users.isPending}
        error={users.error}
      />
    </FormDialog>
  );
}
