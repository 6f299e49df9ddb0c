import { screenHref, type AppPath, type ScreenHref } from './app-route.ts';

export type MenuGroupId = 'common' | 'user' | 'admin' | 'tools' | 'operator' | 'license';

/** The side menu's groups, in order; a group left empty for a session is not shown. */
export const screenMenuGroups: readonly { id: MenuGroupId; label?: string; operatorOnly?: boolean }[] = [
  { id: 'common' },
  { id: 'user', label: 'User' },
  { id: 'admin', label: 'Admin' },
  { id: 'tools', label: 'Tools' },
  { id: 'operator', label: 'Operator', operatorOnly: true },
  { id: 'license', label: 'License' },
];

/** Where a screen sits in the side menu (in registry order within its group); the label is its title unless said. */
export type MenuPlacement = {
  group: MenuGroupId;
  label?: string;
  /** The group it sits in instead in operator mode: one link per name. */
  operatorGroup?: MenuGroupId;
  /** Other paths whose screens open from this one and keep its entry marked (a tenant's detail). */
  activeUnder?: string[];
};

/** What a page needs of the deployment and the login, besides the policy's actions. */
export type PageCondition = 'distributedMode' | 'ldapDisabled' | 'operatorMode' | 'accountKey';

/** Which sessions a page is for: a MinIO user's (the default), an operator's (Kubernetes), or both. */
export type PageSessions = 'minio' | 'kubernetes' | 'any';

/**
 * A Kubernetes permission an operator's page needs, asked of the API server for the session's token at
 * the cluster scope (a SelfSubjectAccessReview): `group` '' is the core group.
 */
export type KubePermission = { verb: string; group: string; resource: string };

/**
 * The server's rule for a page key: the actions a page needs to be useful at all (its view action; the
 * buttons inside check their own), the conditions it needs, whose sessions it is for, and for an
 * operator's, the Kubernetes permissions it needs.
 */
export type PageAccess = {
  actions: readonly string[];
  conditions: readonly PageCondition[];
  sessions: PageSessions;
  kubernetes: readonly KubePermission[];
};

type AccessFacts = {
  actions: readonly string[];
  conditions?: readonly PageCondition[];
  sessions?: PageSessions;
  kubernetes?: readonly KubePermission[];
};

const pageAccess = (facts: AccessFacts): PageAccess => ({
  actions: facts.actions,
  conditions: facts.conditions ?? [],
  sessions: facts.sessions ?? 'minio',
  kubernetes: facts.kubernetes ?? [],
});

/** A screen inside the shell: its path is also the page key the session lists and the server grants. */
export type ShellScreen<
  Path extends AppPath = AppPath,
  Menu extends MenuPlacement | undefined = undefined,
> = {
  kind: 'shell';
  path: Path;
  page: Path;
  title: string;
  /** Deeper paths (/buckets/{name}) belong to the screen. A path may hold `:params` (a page key pattern). */
  nested: boolean;
  access: PageAccess;
  menu: Menu;
  /** Its address; a screen whose path has `:params` is given them. */
  href: ScreenHref<Path>;
};

/** A screen reachable without a session: no shell, no page key. */
export type PublicScreen<Path extends AppPath = AppPath> = { kind: 'public'; path: Path; href: () => Path };

/** A page key with no route of its own: something a screen offers only when the server grants it. */
export type PageGrant<Page extends AppPath = AppPath> = { kind: 'grant'; page: Page; access: PageAccess };

type ShellFacts<Path, Menu> = {
  path: Path;
  title: string;
  nested?: boolean;
  access: AccessFacts;
  menu?: Menu;
};

export function shellScreen<
  const Path extends AppPath,
  const Menu extends MenuPlacement | undefined = undefined,
  Routes extends object = object,
>(facts: ShellFacts<Path, Menu>, routes?: (path: Path) => Routes): ShellScreen<Path, Menu> & Routes {
  const screen: ShellScreen<Path, Menu> = {
    kind: 'shell',
    path: facts.path,
    page: facts.path,
    title: facts.title,
    nested: facts.nested ?? false,
    access: pageAccess(facts.access),
    menu: facts.menu as Menu,
    href: screenHref(facts.path),
  };
  return { ...screen, ...(routes?.(facts.path) as Routes) };
}

export function publicScreen<const Path extends AppPath>(path: Path): PublicScreen<Path> {
  return { kind: 'public', path, href: () => path };
}

export function pageGrant<const Page extends AppPath>(page: Page, access: AccessFacts): PageGrant<Page> {
  return { kind: 'grant', page, access: pageAccess(access) };
}
