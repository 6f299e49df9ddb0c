import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { User } from '@granary/contract';
import { screens } from '@granary/contract';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { readUsername } from '@/lib/current-user';
import { useUser } from '@/features/users/api/get-user';
import { ChangeUserPasswordModal } from './change-user-password-modal';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserGroupsTab } from './user-groups-tab';
import { UserHeader } from './user-header';
import { UserPoliciesTab } from './user-policies-tab';
import { UserServiceAccountsTab } from './user-service-accounts-tab';

const tabs = ['Groups', 'Service Accounts', 'Policies'] as const;
type TabName = (typeof tabs)[number];

/** /users/{name}: header with status and actions, side tabs Groups, Service Accounts, Policies. */
export function UserDetailPage({ name }: { name: string }) {
  const user = useUser(name);
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={screens.users.href()} underline="hover" color="text.secondary">
          Users
        </Link>
        <Typography color="text.primary" sx={{ wordBreak: 'break-all' }}>
          {name}
        </Typography>
      </Breadcrumbs>
      {user.data ? (
        <UserDetail user={user.data} />
      ) : user.isPending ? (
        <Skeleton variant="rounded" height={92} />
      ) : (
        <Typography color="text.secondary">The user could not be loaded.</Typography>
      )}
    </>
  );
}

function UserDetail({ user }: { user: User }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabName>('Groups');
  const [modal, setModal] = useState<'delete' | 'password' | null>(null);
  const baseId = useId();
  const tabId = (name: TabName) => `${baseId}-tab-${tabs.indexOf(name)}`;
  const panelId = `${baseId}-panel`;

  return (
    <>
      <UserHeader
        user={user}
        isSelf={user.accessKey === readUsername()}
        onDelete={() => setModal('delete')}
        onChangePassword={() => setModal('password')}
      />
      <Box
        sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
      >
        <Paper variant="outlined" sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0, py: 1 }}>
          <Tabs
            orientation="vertical"
            value={tab}
            onChange={(_event, value: TabName) => setTab(value)}
            aria-label="User sections"
            sx={{ '& .MuiTabs-indicator': { left: 0, width: 3 } }}
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                label={name}
                id={tabId(name)}
                aria-controls={panelId}
                sx={{ alignItems: 'flex-start', minHeight: 44, px: 2.5 }}
              />
            ))}
          </Tabs>
        </Paper>
        <Box
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(tab)}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          {tab === 'Groups' && <UserGroupsTab user={user} />}
          {tab === 'Service Accounts' && <UserServiceAccountsTab userName={user.accessKey} />}
          {tab === 'Policies' && <UserPoliciesTab user={user} />}
        </Box>
      </Box>
      {modal === 'delete' && (
        <DeleteUserDialog
          name={user.accessKey}
          onClose={() => setModal(null)}
          onDeleted={() => void navigate(screens.users.href(), { replace: true })}
        />
      )}
      {modal === 'password' && (
        <ChangeUserPasswordModal userName={user.accessKey} onClose={() => setModal(null)} />
      )}
    </>
  );
}
