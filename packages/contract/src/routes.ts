import { defineEndpoint } from './endpoint.ts';

/** The OpenAPI document of this API; public, and left out of the document it serves. */
export const openApiEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/openapi.json',
  summary: 'This API as an OpenAPI document',
  tags: [],
  response: 'stream',
  public: true,
});

export const apiErrorCodes = {
  badRequest: 'bad_request',
  invalidSession: 'invalid_session',
  invalidLogin: 'invalid_login',
  invalidOauthState: 'invalid_oauth_state',
  idpUnreachable: 'idp_unreachable',
  accessDenied: 'access_denied',
  notFound: 'not_found',
  tooManyRequests: 'too_many_requests',
  minioUnreachable: 'minio_unreachable',
  restartFailed: 'restart_failed',
  invalidAuditToken: 'invalid_audit_token',
  internal: 'internal_error',
  alreadyExists: 'already_exists',
  cannotDeleteSelf: 'cannot_delete_self',
  shareExpired: 'share_expired',
  shareRevoked: 'share_revoked',
  wrongPassword: 'wrong_password',
  bucketNotEmpty: 'bucket_not_empty',
  customPolicy: 'custom_policy',
  objectLockingDisabled: 'object_locking_disabled',
  deleteFailed: 'delete_failed',
  unreadablePolicy: 'unreadable_policy',
  subscriptionExists: 'subscription_exists',
  unsupportedLifecycleSettings: 'unsupported_lifecycle_settings',
  remoteCredentials: 'remote_credentials',
  remoteAccessDenied: 'remote_access_denied',
  remoteError: 'remote_error',
  remoteUnreachable: 'remote_unreachable',
  remoteNotVersioned: 'remote_not_versioned',
  sourceNotVersioned: 'source_not_versioned',
  remoteTargetExists: 'remote_target_exists',
  remoteBucketNotFound: 'remote_bucket_not_found',
  remoteIsSource: 'remote_is_source',
  crossSiteRequest: 'cross_site_request',
  methodNotAllowed: 'method_not_allowed',
  storeUnavailable: 'store_unavailable',
  prometheusUnreachable: 'prometheus_unreachable',
} as const;

/** Granary's own error codes; an error MinIO refused carries MinIO's code instead (`NoSuchBucket`, ...). */
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];
