import type { AnyEndpoint } from './endpoint.ts';
import type { AnySocket } from './socket.ts';
import { consoleSocket, healSocket, healthInfoSocket, traceSocket, watchSocket } from './live.ts';
import { auditLogEndpoints } from './audit-log.ts';
import { bucketAccessRuleEndpoints, bucketAuditEndpoints } from './bucket-access.ts';
import { bucketEventEndpoints } from './bucket-events.ts';
import { bucketLifecycleEndpoints } from './bucket-lifecycle.ts';
import { bucketReplicationEndpoints } from './bucket-replication.ts';
import { bucketSummaryEndpoints } from './bucket-summary.ts';
import { bucketEndpoints } from './buckets.ts';
import { configEndpoints } from './configs.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { directUploadEndpoints } from './direct-uploads.ts';
import { groupEndpoints } from './groups.ts';
import { kmsEndpoints } from './kms.ts';
import { objectDetailEndpoints } from './object-detail.ts';
import { objectEndpoints } from './objects.ts';
import { policyEndpoints } from './policies.ts';
import { rewindEndpoints } from './rewind.ts';
import { serviceEndpoints } from './service.ts';
import { openApiEndpoint } from './routes.ts';
import { accountEndpoints } from './service-accounts.ts';
import { sessionEndpoints } from './session.ts';
import { shareLinkEndpoints } from './share-links.ts';
import { storageEndpoints } from './storage.ts';
import { subscriptionEndpoints } from './subscription.ts';
import { tenantCreateEndpoints } from './tenant-create.ts';
import { tenantEditEndpoints } from './tenant-edit.ts';
import { tenantSecurityEndpoints } from './tenant-security.ts';
import { tenantProxyEndpoints } from './tenant-proxy.ts';
import { tenantEventsSocket, tenantPodEndpoints } from './tenant-pods.ts';
import { tenantEndpoints } from './tenants.ts';
import { tierEndpoints } from './tiers.ts';
import { userEndpoints } from './users.ts';

/** Every /api/v1 endpoint, by area: the table the server registers and tests check against. */
export const apiEndpoints = {
  session: sessionEndpoints,
  users: userEndpoints,
  groups: groupEndpoints,
  policies: policyEndpoints,
  account: accountEndpoints,
  shareLinks: shareLinkEndpoints,
  buckets: bucketEndpoints,
  bucketSummary: bucketSummaryEndpoints,
  bucketEvents: bucketEventEndpoints,
  bucketLifecycle: bucketLifecycleEndpoints,
  bucketReplication: bucketReplicationEndpoints,
  bucketAudit: bucketAuditEndpoints,
  bucketAccessRules: bucketAccessRuleEndpoints,
  objects: objectEndpoints,
  directUploads: directUploadEndpoints,
  objectDetail: objectDetailEndpoints,
  rewind: rewindEndpoints,
  configs: configEndpoints,
  tiers: tierEndpoints,
  service: serviceEndpoints,
  kms: kmsEndpoints,
  auditLog: auditLogEndpoints,
  dashboard: dashboardEndpoints,
  tenants: tenantEndpoints,
  tenantCreate: tenantCreateEndpoints,
  storage: storageEndpoints,
  subscription: subscriptionEndpoints,
  tenantSecurity: tenantSecurityEndpoints,
  tenantEdit: tenantEditEndpoints,
  tenantProxy: tenantProxyEndpoints,
  tenantPods: tenantPodEndpoints,
  openApi: { document: openApiEndpoint },
} satisfies Record<string, Record<string, AnyEndpoint>>;

/** The table as a flat list, each endpoint with its area and name (`buckets.create`). */
export function listEndpoints(): { name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(apiEndpoints).flatMap(([area, table]) =>
    Object.entries(table as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
      name: `${area}.${name}`,
      endpoint,
    })),
  );
}

/** Every live socket: the table the server serves (`socketRoute`), the web opens and the fuzzer sends to. */
export const liveSockets = {
  trace: traceSocket,
  console: consoleSocket,
  watch: watchSocket,
  heal: healSocket,
  healthInfo: healthInfoSocket,
  tenantEvents: tenantEventsSocket,
} satisfies Record<string, AnySocket>;
