import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EntityHeader } from '@/components/entity-header';
import type { User } from '@granary/contract';
import { showSnackbar } from '@/lib/notifications';
import { useUpdateUser } from '@/features/users/api/update-user';
import { StatusChip } from './status-chip';

type UserHeaderProps = { user: User; isSelf: boolean; onDelete: () => void; onChangePassword: () => void };

/** Name, status, and the labelled actions: Enable/Disable (saved at once), Change Password, Delete User. */
export function UserHeader({ user, isSelf, onDelete, onChangePassword }: UserHeaderProps) {
  const update = useUpdateUser('snackbar');
  const enabled = user.status === 'enabled';
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
      <Button
        variant="outlined"
        color={enabled ? 'warning' : 'success'}
        loading={update.isPending}
        onClick={toggle}
      >
        {enabled ? 'Disable' : 'Enable'}
      </Button>
      <Button variant="outlined" startIcon={<LockResetOutlined />} onClick={onChangePassword}>
        Change Password
      </Button>
      <Tooltip title={isSelf ? 'You cannot delete your own user' : ''}>
        {/* A disabled button gets no hover events: the span carries the reason. */}
        <span>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={isSelf}
            onClick={onDelete}
          >
            Delete User
          </Button>
        </span>
      </Tooltip>
    </EntityHeader>
  );
}
