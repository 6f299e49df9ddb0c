import type { RoutedScreenId } from '@granary/contract';
import type { ComponentType } from 'react';

type RouteModule = () => Promise<{ Component: ComponentType }>;

/**
 * The route module of every screen of the contract's registry (screens.ts), lazy-loaded: the one fact
 * about a screen that only the web app can hold. A screen missing here does not compile.
 */
export const screenModules: Record<RoutedScreenId, RouteModule> = {
  login: async () => ({ Component: (await import('./login-route')).LoginRoute }),
  oauthCallback: async () => ({ Component: (await import('./oauth-callback-route')).OauthCallbackRoute }),
  dashboard: async () => ({ Component: (await import('./dashboard-route')).DashboardRoute }),
  metrics: async () => ({ Component: (await import('./dashboard-route')).MetricsRoute }),
  objectBrowser: async () => ({ Component: (await import('./object-browser-route')).ObjectBrowserRoute }),
  account: async () => ({ Component: (await import('./account-route')).AccountRoute }),
  buckets: async () => ({ Component: (await import('./buckets-route')).BucketsRoute }),
  users: async () => ({ Component: (await import('./users-route')).UsersRoute }),
  groups: async () => ({ Component: (await import('./groups-route')).GroupsRoute }),
  policies: async () => ({ Component: (await import('./policies-route')).PoliciesRoute }),
  settings: async () => ({ Component: (await import('./settings-route')).SettingsRoute }),
  kms: async () => ({ Component: (await import('./kms-route')).KmsRoute }),
  loggerWebhook: async () => ({ Component: (await import('./webhook-routes')).LoggerWebhookRoute }),
  auditWebhook: async () => ({ Component: (await import('./webhook-routes')).AuditWebhookRoute }),
  logs: async () => ({ Component: (await import('./logs-route')).LogsRoute }),
  watch: async () => ({ Component: (await import('./watch-route')).WatchRoute }),
  trace: async () => ({ Component: (await import('./trace-route')).TraceRoute }),
  heal: async () => ({ Component: (await import('./heal-route')).HealRoute }),
  diagnostic: async () => ({ Component: (await import('./diagnostic-route')).DiagnosticRoute }),
  tenants: async () => ({ Component: (await import('./tenants-route')).TenantsRoute }),
  tenantCreate: async () => ({ Component: (await import('./tenant-create-route')).TenantCreateRoute }),
  tenantDetail: async () => ({ Component: (await import('./namespaces-route')).TenantDetailRoute }),
  storage: async () => ({ Component: (await import('./storage-route')).StorageRoute }),
  license: async () => ({ Component: (await import('./license-route')).LicenseRoute }),
};
