import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HealingOutlined from '@mui/icons-material/HealingOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LanOutlined from '@mui/icons-material/LanOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { Session } from '@granary/contract';
import { isPathAllowed } from '@/lib/page-access';
import { DOCUMENTATION_URL } from '@/lib/paths';

type SvgIconComponent = typeof DashboardOutlined;

export type MenuItem = {
  label: string;
  icon: SvgIconComponent;
  /** A route of the shell, or an external address opened in a new tab. */
  to: string;
  external?: boolean;
  /** Extra condition besides the route being allowed. */
  when?: (session: Session) => boolean;
};

export type MenuGroup = {
  id: string;
  label?: string;
  items: MenuItem[];
  when?: (session: Session) => boolean;
};

export const menuGroups: MenuGroup[] = [
  { id: 'common', items: [{ label: 'Dashboard', icon: DashboardOutlined, to: '/dashboard' }] },
  {
    id: 'user',
    label: 'User',
    items: [
      { label: 'Object Browser', icon: FolderOpenOutlined, to: '/object-browser' },
      { label: 'Service Accounts', icon: KeyOutlined, to: '/account' },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    items: [
      { label: 'Buckets', icon: Inventory2Outlined, to: '/buckets' },
      { label: 'Users', icon: PersonOutlined, to: '/users' },
      { label: 'Groups', icon: GroupsOutlined, to: '/groups' },
      { label: 'IAM Policies', icon: PolicyOutlined, to: '/policies' },
      { label: 'Settings', icon: SettingsOutlined, to: '/settings' },
    ],
  },
  {
    id: 'tools',
    label: 'Tools',
    items: [
      { label: 'Logs', icon: ReceiptLongOutlined, to: '/logs' },
      { label: 'Watch', icon: VisibilityOutlined, to: '/watch' },
      { label: 'Trace', icon: TimelineOutlined, to: '/trace' },
      // The server grants /heal only on an erasure-coded setup, where MinIO can heal
      // (docs/decisions/permissions.md).
      { label: 'Heal', icon: HealingOutlined, to: '/heal' },
      { label: 'Diagnostic', icon: MonitorHeartOutlined, to: '/health-info' },
    ],
  },
  {
    id: 'operator',
    label: 'Operator',
    when: (session) => session.operator,
    items: [
      { label: 'Tenants', icon: LanOutlined, to: '/tenants' },
      { label: 'Storage', icon: StorageOutlined, to: '/storage' },
      { label: 'License', icon: DescriptionOutlined, to: '/license' },
    ],
  },
  {
    id: 'license',
    label: 'License',
    items: [
      // In operator mode License already sits in the Operator group; one link per name.
      { label: 'License', icon: DescriptionOutlined, to: '/license', when: (session) => !session.operator },
      { label: 'Documentation', icon: MenuBookOutlined, to: DOCUMENTATION_URL, external: true },
    ],
  },
];

/** The groups and items this session may see; groups left empty disappear. */
export function visibleMenu(session: Session, groups: MenuGroup[] = menuGroups): MenuGroup[] {
  return groups
    .filter((group) => group.when?.(session) ?? true)
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          (item.when?.(session) ?? true) && (item.external === true || isPathAllowed(item.to, session.pages)),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
