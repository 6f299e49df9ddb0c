/**
 * Every error Granary answers with itself: its stable code and the HTTP status that goes with it, so no call
 * site chooses the two apart. A few entries share a code with a different status (a body without its length
 * is a bad request, but 411); the browser reads the code, the status follows HTTP.
 */
export const apiErrors = {
  badRequest: { code: 'bad_request', status: 400 },
  lengthRequired: { code: 'bad_request', status: 411 },
  /** A request this server's configuration cannot serve (direct transfers without a public S3 URL). */
  notConfigured: { code: 'bad_request', status: 409 },
  invalidSession: { code: 'invalid_session', status: 401 },
  invalidLogin: { code: 'invalid_login', status: 401 },
  invalidOauthState: { code: 'invalid_oauth_state', status: 401 },
  /** The identity provider answered, but not as it should. */
  idpUnreachable: { code: 'idp_unreachable', status: 502 },
  /** The identity provider did not answer at all. */
  idpNotAnswering: { code: 'idp_unreachable', status: 503 },
  accessDenied: { code: 'access_denied', status: 403 },
  notFound: { code: 'not_found', status: 404 },
  methodNotAllowed: { code: 'method_not_allowed', status: 405 },
  tooManyRequests: { code: 'too_many_requests', status: 429 },
  minioUnreachable: { code: 'minio_unreachable', status: 503 },
  /** MinIO answered a stream (a diagnostic, a heal) with a failure of its own. */
  minioFailed: { code: 'minio_failed', status: 502 },
  restartFailed: { code: 'restart_failed', status: 502 },
  invalidAuditToken: { code: 'invalid_audit_token', status: 401 },
  internal: { code: 'internal_error', status: 500 },
  alreadyExists: { code: 'already_exists', status: 409 },
  cannotDeleteSelf: { code: 'cannot_delete_self', status: 403 },
  shareExpired: { code: 'share_expired', status: 410 },
  shareRevoked: { code: 'share_revoked', status: 410 },
  wrongPassword: { code: 'wrong_password', status: 403 },
  bucketNotEmpty: { code: 'bucket_not_empty', status: 409 },
  customPolicy: { code: 'custom_policy', status: 409 },
  objectLockingDisabled: { code: 'object_locking_disabled', status: 409 },
  deleteFailed: { code: 'delete_failed', status: 409 },
  unreadablePolicy: { code: 'unreadable_policy', status: 502 },
  subscriptionExists: { code: 'subscription_exists', status: 409 },
  unsupportedLifecycleSettings: { code: 'unsupported_lifecycle_settings', status: 409 },
  remoteCredentials: { code: 'remote_credentials', status: 400 },
  remoteAccessDenied: { code: 'remote_access_denied', status: 400 },
  remoteError: { code: 'remote_error', status: 400 },
  remoteUnreachable: { code: 'remote_unreachable', status: 400 },
  /** MinIO did not answer in time while it tried to reach an address a user typed. */
  remoteTimedOut: { code: 'remote_unreachable', status: 504 },
  remoteNotVersioned: { code: 'remote_not_versioned', status: 400 },
  sourceNotVersioned: { code: 'source_not_versioned', status: 400 },
  remoteTargetExists: { code: 'remote_target_exists', status: 409 },
  remoteBucketNotFound: { code: 'remote_bucket_not_found', status: 400 },
  remoteIsSource: { code: 'remote_is_source', status: 400 },
  crossSiteRequest: { code: 'cross_site_request', status: 403 },
  storeUnavailable: { code: 'store_unavailable', status: 503 },
  prometheusUnreachable: { code: 'prometheus_unreachable', status: 502 },
  /** The subscription service (SUBNET) did not answer, or answered with a failure of its own. */
  subscriptionUnreachable: { code: 'subscription_unreachable', status: 502 },
  /** A license key that does not verify (signature, claims, expiry), or an account SUBNET refused. */
  invalidLicense: { code: 'invalid_license', status: 400 },
  /** No license is registered with the console (activate one first). */
  noLicense: { code: 'no_license', status: 404 },
  /** Operator mode's Kubernetes API server did not answer. */
  kubernetesUnreachable: { code: 'kubernetes_unreachable', status: 503 },
  /** The Kubernetes API server answered with a failure of its own (5xx). */
  kubernetesFailed: { code: 'kubernetes_failed', status: 502 },
  /** Kubernetes refused a change made against an object another client changed first. */
  kubernetesConflict: { code: 'kubernetes_conflict', status: 409 },
  /** The cluster serves no DirectCSI drives: the local-drive storage driver is not installed. */
  directCsiNotInstalled: { code: 'direct_csi_not_installed', status: 404 },
  /** A tenant's MinIO or console (operator mode) did not answer. */
  tenantUnreachable: { code: 'tenant_unreachable', status: 503 },
  /** A tenant's MinIO or console answered with a refusal or failure of its own (its login, its admin API). */
  tenantFailed: { code: 'tenant_failed', status: 502 },
} as const satisfies Record<string, { code: string; status: number }>;

/** The name of one of Granary's own answers (`notFound`), as call sites give it. */
export type ApiErrorName = keyof typeof apiErrors;

/** Granary's own error codes; an error MinIO refused carries MinIO's code instead (`NoSuchBucket`, ...). */
export type ApiErrorCode = (typeof apiErrors)[ApiErrorName]['code'];

/** Each answer's code by its name (`apiErrorCodes.minioUnreachable`), for code that reads answers. */
export const apiErrorCodes = Object.fromEntries(
  Object.entries(apiErrors).map(([name, { code }]) => [name, code]),
) as { readonly [Name in ApiErrorName]: (typeof apiErrors)[Name]['code'] };
