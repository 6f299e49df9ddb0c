import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HealingOutlined from '@mui/icons-material/HealingOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LanOutlined from '@mui/icons-material/LanOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  screenMenuGroups,
  shellScreens,
  type MenuGroupId,
  type MenuPlacement,
  type MenuScreenId,
  type Session,
} from '@granary/contract';
import { isPathAllowed } from '@/lib/page-access';
import { DOCUMENTATION_URL } from '@/lib/paths';

type SvgIconComponent = typeof DashboardOutlined;

export type MenuItem = {
  label: string;
  icon: SvgIconComponent;
  /** A route of the shell, or an external address opened in a new tab. */
  to: string;
  external?: boolean;
  /** Other paths that keep this entry marked as the current one. */
  activeUnder?: string[];
  /** Extra condition besides the route being allowed. */
  when?: (session: Session) => boolean;
};

export type MenuGroup = {
  id: string;
  label?: string;
  items: MenuItem[];
  when?: (session: Session) => boolean;
};

/** The icon of every screen the registry (the contract's screens.ts) puts in the menu. */
const screenIcons: Record<MenuScreenId, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  objectBrowser: FolderOpenOutlined,
  account: KeyOutlined,
  buckets: Inventory2Outlined,
  users: PersonOutlined,
  groups: GroupsOutlined,
  policies: PolicyOutlined,
  settings: SettingsOutlined,
  kms: LockOutlined,
  logs: ReceiptLongOutlined,
  watch: VisibilityOutlined,
  trace: TimelineOutlined,
  heal: HealingOutlined,
  diagnostic: MonitorHeartOutlined,
  tenants: LanOutlined,
  storage: StorageOutlined,
  license: DescriptionOutlined,
};

/** Links out of the app, after a group's screens. */
const externalLinks: Partial<Record<MenuGroupId, MenuItem[]>> = {
  license: [{ label: 'Documentation', icon: MenuBookOutlined, to: DOCUMENTATION_URL, external: true }],
};

/** A screen's item in `group`: in its own group, or in the one it moves to in operator mode. */
function placedIn(group: MenuGroupId, menu: MenuPlacement): MenuItem['when'] | false {
  if (menu.operatorGroup === group) return (session) => session.operator;
  if (menu.group !== group) return false;
  return menu.operatorGroup ? (session) => !session.operator : undefined;
}

function screenItems(group: MenuGroupId): MenuItem[] {
  return shellScreens.flatMap((screen) => {
    const { menu } = screen;
    const when = menu ? placedIn(group, menu) : false;
    if (when === false) return [];
    const item = {
      label: menu?.label ?? screen.title,
      icon: screenIcons[screen.id as MenuScreenId],
      to: screen.path,
      ...(menu?.activeUnder && { activeUnder: menu.activeUnder }),
    };
    return [when ? { ...item, when } : item];
  });
}

/** The side menu: the registry's screens in its groups, in registry order. */
export const menuGroups: MenuGroup[] = screenMenuGroups.map(({ id, label, operatorOnly }) => ({
  id,
  ...(label && { label }),
  items: [...screenItems(id), ...(externalLinks[id] ?? [])],
  ...(operatorOnly && { when: (session: Session) => session.operator }),
}));

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
