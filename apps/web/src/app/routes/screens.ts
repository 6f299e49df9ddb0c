import type { ComponentType } from 'react';
import type { ShellRoute } from '@/lib/page-access';

export type Screen = ShellRoute & {
  title: string;
  /** The route module; screens without one show the shared "not built yet" placeholder. */
  lazy?: () => Promise<{ Component: ComponentType }>;
};

/** Every shell screen: the router's children and the list the page-permission check knows. */
export const screens: Screen[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    lazy: async () => ({ Component: (await import('./dashboard-route')).DashboardRoute }),
  },
  {
    path: '/metrics',
    title: 'Metrics',
    lazy: async () => ({ Component: (await import('./dashboard-route')).MetricsRoute }),
  },
  {
    path: '/object-browser',
    title: 'Object Browser',
    nested: true,
    lazy: async () => ({ Component: (await import('./object-browser-route')).ObjectBrowserRoute }),
  },
  {
    path: '/account',
    title: 'Account',
    lazy: async () => ({ Component: (await import('./account-route')).AccountRoute }),
  },
  {
    path: '/buckets',
    title: 'Buckets',
    nested: true,
    lazy: async () => ({ Component: (await import('./buckets-route')).BucketsRoute }),
  },
  {
    path: '/users',
    title: 'Users',
    nested: true,
    lazy: async () => ({ Component: (await import('./users-route')).UsersRoute }),
  },
  {
    path: '/groups',
    title: 'Groups',
    lazy: async () => ({ Component: (await import('./groups-route')).GroupsRoute }),
  },
  {
    path: '/policies',
    title: 'IAM Policies',
    nested: true,
    lazy: async () => ({ Component: (await import('./policies-route')).PoliciesRoute }),
  },
  {
    path: '/settings',
    title: 'Settings',
    nested: true,
    lazy: async () => ({ Component: (await import('./settings-route')).SettingsRoute }),
  },
  {
    path: '/webhook/logger',
    title: 'Logger Webhook',
    lazy: async () => ({ Component: (await import('./webhook-routes')).LoggerWebhookRoute }),
  },
  {
    path: '/webhook/audit',
    title: 'Audit Webhook',
    lazy: async () => ({ Component: (await import('./webhook-routes')).AuditWebhookRoute }),
  },
  {
    path: '/logs',
    title: 'Logs',
    lazy: async () => ({ Component: (await import('./logs-route')).LogsRoute }),
  },
  {
    path: '/watch',
    title: 'Watch',
    lazy: async () => ({ Component: (await import('./watch-route')).WatchRoute }),
  },
  {
    path: '/trace',
    title: 'Trace',
    lazy: async () => ({ Component: (await import('./trace-route')).TraceRoute }),
  },
  {
    path: '/heal',
    title: 'Heal',
    lazy: async () => ({ Component: (await import('./heal-route')).HealRoute }),
  },
  {
    path: '/health-info',
    title: 'Diagnostic',
    lazy: async () => ({ Component: (await import('./diagnostic-route')).DiagnosticRoute }),
  },
  { path: '/tenants', title: 'Tenants', nested: true },
  { path: '/storage', title: 'Storage', nested: true },
  {
    path: '/license',
    title: 'License',
    lazy: async () => ({ Component: (await import('./license-route')).LicenseRoute }),
  },
];
