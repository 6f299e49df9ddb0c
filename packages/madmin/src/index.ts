export { AdminClient } from './admin-client.ts';
export type { AdminClientOptions, SetPolicyOptions } from './admin-client.ts';
export { MadminError, MadminUnreachableError, parseErrorResponse } from './errors.ts';
export { decryptData, encryptData, isEncrypted } from './encryption.ts';
export type { EncryptionAlgorithm, EncryptOptions } from './encryption.ts';
export { httpRequest } from './http.ts';
export type { HeaderReader, HttpAnswer, HttpRequest } from './http.ts';
export { parseNdjson } from './ndjson.ts';
export { USER_AGENT, callerHeaders, type OnBehalfOf } from './user-agent.ts';
export { buildQueryString, encodeRfc3986, presignUrl, signRequest } from './sign.ts';
export type { Credentials, PresignInput, Query, SignInput, SignedRequest } from './sign.ts';
export {
  assumeRole,
  buildAssumeRoleRequest,
  buildAssumeRoleWithLdapIdentityRequest,
  buildAssumeRoleWithWebIdentityRequest,
  parseStsResponse,
  sendStsRequest,
} from './sts.ts';
export type {
  AssumeRoleOptions,
  LdapIdentityOptions,
  StsCredentials,
  StsRequest,
  WebIdentityOptions,
} from './sts.ts';
export type {
  AccountBucket,
  AccountInfo,
  AccountStatus,
  AddServiceAccountOptions,
  GroupInfo,
  ServiceAccountCredentials,
  ServiceAccountInfo,
  ServiceAccountStatus,
  ServiceAccountSummary,
  UpdateGroupMembersOptions,
  UserInfo,
} from './types/iam.ts';
export type {
  BackendInfo,
  DataUsageInfo,
  Disk,
  InfoMessage,
  ServerProperties,
  StorageInfo,
} from './types/info.ts';
export type {
  CannedPolicyInfo,
  PolicyDocument,
  PolicyEntities,
  PolicyEntitiesQuery,
  PolicyStatement,
} from './types/policy.ts';
export type {
  ListenOptions,
  LogInfo,
  LogOptions,
  NotificationRecord,
  TraceInfo,
  TraceOptions,
} from './types/streams.ts';
export type { LdapPolicyAttachment } from './admin-policies.ts';
export type { AccessKeyOwner } from './admin-service-accounts.ts';
export type {
  BucketQuota,
  BucketQuotaType,
  RemoteTarget,
  RemoteTargetInfo,
  RemoteTargetType,
  RemoteTargetUpdate,
  SetBucketQuotaOptions,
} from './admin-buckets.ts';
export type {
  HealDrive,
  HealDriveState,
  HealOptions,
  HealResultItem,
  HealScanMode,
  HealStart,
  HealStatus,
} from './admin-heal.ts';
export type { BucketMetadataExport } from './admin-bucket-metadata.ts';
export type {
  TierAzure,
  TierConfig,
  TierCredentials,
  TierGCS,
  TierMinIO,
  TierS3,
  TierStats,
  TierType,
} from './admin-tiers.ts';
export type { KmsKeyInfo, KmsKeyStatus, KmsStatus } from './admin-kms.ts';
export type { ConfigApplyResult, ConfigHelp, ConfigKeyHelp, ServiceActionResult } from './admin-config.ts';
export { buildReplicationConfig, parseReplicationConfig } from './replication-config.ts';
export type {
  ReplicationConfig,
  ReplicationRuleConfig,
  ReplicationStatus,
  ReplicationTag,
} from './replication-config.ts';
