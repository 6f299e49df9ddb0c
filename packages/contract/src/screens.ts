import { splatSegments, subRoute, type AppPath } from './app-route.ts';
import { browserPath, objectBrowserRoot } from './object-browser-path.ts';
import {
  pageGrant,
  publicScreen,
  shellScreen,
  type MenuPlacement,
  type PageAccess,
  type PageGrant,
  type PublicScreen,
  type ShellScreen,
} from './screen-kinds.ts';

/** The bucket screen's tabs, each a route segment below /buckets/{name}/. */
export type BucketTabSegment = 'summary' | 'events' | 'replication' | 'lifecycle' | 'access' | 'prefix';

/**
 * Every screen of the app, once: its path, title, page key and the server's rule for it, its place in
 * the side menu, and typed builders for its addresses (`screens.users.detail.href({ name })`). The router,
 * the menu, the document title, the session's pages and the server's page rules all read this. Shell
 * screens and page grants are in side-menu order: the first one a session may see is its landing page.
 */
export const screens = {
  login: publicScreen('/login'),
  oauthCallback: publicScreen('/oauth_callback'),
  dashboard: shellScreen({
    path: '/dashboard',
    title: 'Dashboard',
    access: { actions: ['admin:ServerInfo'] },
    menu: { group: 'common' },
  }),
  metrics: shellScreen({ path: '/metrics', title: 'Metrics', access: { actions: ['admin:ServerInfo'] } }),
  objectBrowser: shellScreen(
    {
      path: objectBrowserRoot,
      title: 'Object Browser',
      nested: true,
      access: { actions: [] },
      menu: { group: 'user' },
    },
    () => ({
      /** A bucket's folder (prefix ending in '/'), a file, or one version of a file. */
      location: {
        href: ({ bucket, prefix, versionId }: { bucket: string; prefix?: string; versionId?: string }) =>
          browserPath(bucket, prefix, versionId),
      },
    }),
  ),
  account: shellScreen({
    path: '/account',
    title: 'Account',
    access: { actions: [] },
    menu: { group: 'user', label: 'Service Accounts' },
  }),
  /** The account screen's Change Password, for an IAM user's own long-term keys (not root, SSO or LDAP). */
  changePassword: pageGrant('/account/change-password', {
    actions: [],
    conditions: ['accountKey', 'ldapDisabled'],
  }),
  buckets: shellScreen(
    {
      path: '/buckets',
      title: 'Buckets',
      nested: true,
      access: { actions: ['s3:ListAllMyBuckets'] },
      menu: { group: 'admin' },
    },
    (path) => ({
      detail: {
        route: ':bucketName/*',
        href: ({ bucket }: { bucket: string }) => `${path}/${encodeURIComponent(bucket)}`,
      },
      tab: {
        href: ({ bucket, tab }: { bucket: string; tab: BucketTabSegment }) =>
          `${path}/${encodeURIComponent(bucket)}/${tab}`,
      },
    }),
  ),
  users: shellScreen(
    {
      path: '/users',
      title: 'Users',
      nested: true,
      access: { actions: ['admin:ListUsers'], conditions: ['ldapDisabled'] },
      menu: { group: 'admin' },
    },
    // A user name may hold slashes: the detail is the splat of /users/*.
    (path) => ({
      detail: { route: '*', href: ({ name }: { name: string }) => `${path}/${splatSegments(name)}` },
    }),
  ),
  groups: shellScreen({
    path: '/groups',
    title: 'Groups',
    access: { actions: ['admin:ListGroups'], conditions: ['ldapDisabled'] },
    menu: { group: 'admin' },
  }),
  policies: shellScreen(
    {
      path: '/policies',
      title: 'IAM Policies',
      nested: true,
      access: { actions: ['admin:ListUserPolicies'] },
      menu: { group: 'admin' },
    },
    (path) => ({
      detail: { route: '*', href: ({ name }: { name: string }) => `${path}/${encodeURIComponent(name)}` },
    }),
  ),
  settings: shellScreen(
    {
      path: '/settings',
      title: 'Settings',
      nested: true,
      access: { actions: ['admin:ConfigUpdate'] },
      menu: { group: 'admin' },
    },
    (path) => ({
      configurations: subRoute(path, 'configurations'),
      configuration: subRoute(path, 'configurations/:id'),
      notifications: subRoute(path, 'notifications'),
      notificationServices: subRoute(path, 'notifications/add'),
      notificationTarget: subRoute(path, 'notifications/add/:service'),
      tiers: subRoute(path, 'tiers'),
      tierTypes: subRoute(path, 'tiers/add'),
      tierAdd: subRoute(path, 'tiers/add/:type'),
    }),
  ),
  kms: shellScreen({
    path: '/kms',
    title: 'KMS',
    access: { actions: ['admin:KMSKeyStatus'] },
    menu: { group: 'admin' },
  }),
  loggerWebhook: shellScreen({
    path: '/webhook/logger',
    title: 'Logger Webhook',
    access: { actions: ['admin:ConfigUpdate'] },
  }),
  auditWebhook: shellScreen({
    path: '/webhook/audit',
    title: 'Audit Webhook',
    access: { actions: ['admin:ConfigUpdate'] },
  }),
  logs: shellScreen({
    path: '/logs',
    title: 'Logs',
    access: { actions: ['admin:ConsoleLog'] },
    menu: { group: 'tools' },
  }),
  watch: shellScreen({
    path: '/watch',
    title: 'Watch',
    access: { actions: ['s3:ListenBucketNotification'] },
    menu: { group: 'tools' },
  }),
  trace: shellScreen({
    path: '/trace',
    title: 'Trace',
    access: { actions: ['admin:ServerTrace'] },
    menu: { group: 'tools' },
  }),
  // MinIO heals only erasure-coded deployments; the admin heal API answers 426 on a single drive.
  heal: shellScreen({
    path: '/heal',
    title: 'Heal',
    access: { actions: ['admin:Heal'], conditions: ['distributedMode'] },
    menu: { group: 'tools' },
  }),
  diagnostic: shellScreen({
    path: '/health-info',
    title: 'Diagnostic',
    access: { actions: ['admin:OBDInfo'] },
    menu: { group: 'tools' },
  }),
  /** Every operator may open the list: without the right to list tenants it says which one is missing. */
  tenants: shellScreen({
    path: '/tenants',
    title: 'Tenants',
    nested: true,
    access: { actions: [], conditions: ['operatorMode'], sessions: 'kubernetes' },
    menu: { group: 'operator', activeUnder: ['/namespaces'] },
  }),
  /** The create-tenant wizard; the list's Create Tenant. */
  tenantCreate: shellScreen({
    path: '/tenants/add',
    title: 'Create New Tenant',
    access: {
      actions: [],
      conditions: ['operatorMode'],
      sessions: 'kubernetes',
      kubernetes: [
        { verb: 'create', group: 'minio.min.io', resource: 'tenants' },
        { verb: 'create', group: '', resource: 'secrets' },
      ],
    },
  }),
  /** The tenant list's Delete. */
  tenantDelete: pageGrant('/tenants/delete', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [{ verb: 'delete', group: 'minio.min.io', resource: 'tenants' }],
  }),
  /** A tenant's Edit YAML: its Tenant object replaced. */
  tenantEdit: pageGrant('/tenants/edit', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [{ verb: 'update', group: 'minio.min.io', resource: 'tenants' }],
  }),
  /** A tenant's Update version: its image, registry and metrics annotations patched. */
  tenantVersion: pageGrant('/tenants/version', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [{ verb: 'patch', group: 'minio.min.io', resource: 'tenants' }],
  }),
  /** The Security tab's Save: new certificate secrets, the Tenant replaced, the removed secret deleted. */
  tenantCertificates: pageGrant('/tenants/certificates', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [
      { verb: 'update', group: 'minio.min.io', resource: 'tenants' },
      { verb: 'create', group: '', resource: 'secrets' },
      { verb: 'delete', group: '', resource: 'secrets' },
    ],
  }),
  /** A tenant's detail: its header, side menu and pages (spec 3 §2), and its management page. */
  tenantDetail: shellScreen(
    {
      path: '/namespaces/:namespace/tenants/:tenant',
      title: 'Tenant',
      nested: true,
      access: {
        actions: [],
        conditions: ['operatorMode'],
        sessions: 'kubernetes',
        kubernetes: [{ verb: 'get', group: 'minio.min.io', resource: 'tenants' }],
      },
    },
    (path) => ({
      summary: subRoute(path, 'summary'),
      metrics: subRoute(path, 'metrics'),
      security: subRoute(path, 'security'),
      pools: subRoute(path, 'pools'),
      pods: subRoute(path, 'pods'),
      pod: subRoute(path, 'pods/:pod'),
      license: subRoute(path, 'license'),
      /** The tenant's own console through the proxy; the side menu is hidden. */
      hop: subRoute(path, 'hop'),
    }),
  ),
  /** A tenant's Expand Tenant (Pools): the pool is appended to the Tenant's spec. */
  tenantAddPool: pageGrant('/tenants/pools/add', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [{ verb: 'update', group: 'minio.min.io', resource: 'tenants' }],
  }),
  /** A tenant pod's Delete (Pods). */
  tenantPodDelete: pageGrant('/tenants/pods/delete', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [{ verb: 'delete', group: '', resource: 'pods' }],
  }),
  storage: shellScreen(
    {
      path: '/storage',
      title: 'Storage',
      nested: true,
      access: { actions: [], conditions: ['operatorMode'], sessions: 'kubernetes' },
      menu: { group: 'operator' },
    },
    (path) => ({ volumes: subRoute(path, 'volumes'), drives: subRoute(path, 'drives') }),
  ),
  /** The Drives page's Format buttons: DirectCSI formats a drive its object is updated to ask for. */
  storageFormat: pageGrant('/storage/drives/format', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [{ verb: 'update', group: 'direct.csi.min.io', resource: 'directcsidrives' }],
  }),
  license: shellScreen({
    path: '/license',
    title: 'License',
    access: { actions: [], sessions: 'any' },
    menu: { group: 'license', operatorGroup: 'operator' },
  }),
  /** The License page's Activate and Refresh Licence: the console's license secret, written with the operator's token. */
  licenseActivate: pageGrant('/license/activate', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [
      { verb: 'get', group: '', resource: 'secrets' },
      { verb: 'create', group: '', resource: 'secrets' },
      { verb: 'update', group: '', resource: 'secrets' },
    ],
  }),
  /** A tenant's Attach License: its license written into the Tenant. */
  tenantLicenseAttach: pageGrant('/tenants/license', {
    actions: [],
    conditions: ['operatorMode'],
    sessions: 'kubernetes',
    kubernetes: [
      { verb: 'get', group: '', resource: 'secrets' },
      { verb: 'update', group: 'minio.min.io', resource: 'tenants' },
    ],
  }),
};

export type ScreenId = keyof typeof screens;
type ScreenOf<Id extends ScreenId> = (typeof screens)[Id];
type IdsWhere<Condition> = { [Id in ScreenId]: ScreenOf<Id> extends Condition ? Id : never }[ScreenId];

/** The screens the router serves, inside the shell or not. */
export type RoutedScreenId = IdsWhere<{ kind: 'shell' | 'public' }>;
export type MenuScreenId = IdsWhere<{ menu: object }>;

/** A page key: what the session's `pages` lists and the server's page rules grant. */
export type ShellPage = {
  [Id in ScreenId]: ScreenOf<Id> extends { page: infer Page } ? Page : never;
}[ScreenId];

type AnyShellScreen = ShellScreen<AppPath, MenuPlacement | undefined>;
type Listed<Screen, Id extends ScreenId = ScreenId> = Screen & { id: Id };
const listed = (Object.keys(screens) as ScreenId[]).map(
  (id) => ({ ...screens[id], id }) as Listed<AnyShellScreen | PublicScreen | PageGrant>,
);

export const shellScreens = listed.filter(
  (screen): screen is Listed<AnyShellScreen, RoutedScreenId> => screen.kind === 'shell',
);
export const publicScreens = listed.filter(
  (screen): screen is Listed<PublicScreen, RoutedScreenId> => screen.kind === 'public',
);

/** Every page key with the server's rule for it, in side-menu order. */
export const pageRules: readonly { page: ShellPage; access: PageAccess }[] = listed.flatMap((screen) =>
  screen.kind === 'public' ? [] : [{ page: screen.page as ShellPage, access: screen.access }],
);

/** Every page key, in side-menu order: the first one a session holds is its landing page. */
export const shellPages: readonly ShellPage[] = pageRules.map((rule) => rule.page);

/** The app's screens reachable without a session: they get no shell and never ask for one. */
export const publicAppPaths: readonly string[] = publicScreens.map((screen) => screen.path);

/** The shell's root: it leads to the session's landing page. */
export const shellRoot = '/';
