import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DeleteButton, RefusableButton } from '@/components/denied-reason';
import { EntityHeader } from '@/components/entity-header';
import type { User } from '@granary/contract';
import { showSnackbar } from '@/lib/notifications';
import { useUpdateUser } from '@/features/users/api/update-user';
import { useUserDenials } from '@/features/users/use-user-denials';
import { StatusChip } from './status-chip';

type UserHeaderProps = { user: User; isSelf: boolean; onDelete: () => void; onChangePassword: () => void };

/** Name, status, and the labelled actions: Enable/Disable (saved at once), Change Password, Delete User. */
export function UserHeader({ user, isSelf, onDelete, onChangePassword }: UserHeaderProps) {
  const update = useUpdateUser('snackbar');
  const denied = useUserDenials();
  const enabled = user.status === 'enabled';
  const toggleDenied = enabled ? denied.disable : denied.enable;
  const deleteBlocked = isSelf ? 'You cannot delete your own user' : denied.delete;
  const toggle = () =>
    update.mutate(
      { name: user.accessKey, status: enabled ? 'disabled' : 'enabled', groups: user.memberOf },
      { onSuccess: (saved) => showSnackbar(`User '${saved.accessKey}' ${saved.status}`) },
    );

  return (
    <EntityHeader icon={<PersonOutlined />}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h1" sx={{ wordBreak: 'break-all' }}>
          {user.accessKey}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Status:
          </Typography>
          <StatusChip status={user.status} />
        </Box>
      </Box>
      <RefusableButton
        deniedBy={toggleDenied}
        variant="outlined"
        color={enabled ? 'warning' : 'success'}
        loading={update.isPending}
        onClick={toggle}
      >
        {enabled ? 'Disable' : 'Enable'}
      </RefusableButton>
      <RefusableButton
        deniedBy={denied.create}
        variant="outlined"
        startIcon={<LockResetOutlined />}
        onClick={onChangePassword}
      >
        Change Password
      </RefusableButton>
      <DeleteButton deniedBy={deleteBlocked} onClick={onDelete}>
        Delete User
      </DeleteButton>
    </EntityHeader>
  );
}
