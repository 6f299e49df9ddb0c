import type { Agent } from 'node:http';
import * as bucketMetadata from './admin-bucket-metadata.ts';
import * as buckets from './admin-buckets.ts';
import * as config from './admin-config.ts';
import * as groups from './admin-groups.ts';
import * as heal from './admin-heal.ts';
import * as kms from './admin-kms.ts';
import * as policies from './admin-policies.ts';
import * as serviceAccounts from './admin-service-accounts.ts';
import * as streams from './admin-streams.ts';
import * as tiers from './admin-tiers.ts';
import { AdminCaller } from './caller.ts';
import { parsePolicy } from './normalise.ts';
import type { Credentials, Query } from './sign.ts';
import type { OnBehalfOf } from './user-agent.ts';
import type {
  AccountInfo,
  AccountStatus,
  AddServiceAccountOptions,
  GroupInfo,
  ServiceAccountCredentials,
  ServiceAccountInfo,
  ServiceAccountSummary,
  UpdateGroupMembersOptions,
  UserInfo,
} from './types/iam.ts';
import type { DataUsageInfo, InfoMessage, StorageInfo } from './types/info.ts';
import type {
  CannedPolicyInfo,
  PolicyDocument,
  PolicyEntities,
  PolicyEntitiesQuery,
} from './types/policy.ts';
import type {
  ListenOptions,
  LogInfo,
  LogOptions,
  NotificationRecord,
  TraceInfo,
  TraceOptions,
} from './types/streams.ts';

export type AdminClientOptions = {
  endpoint: string;
  credentials: Credentials;
  region?: string;
  timeoutMs?: number;
  /** The user the calls are made for (their address and browser), passed on to MinIO. */
  onBehalfOf?: OnBehalfOf;
  /** Every call also ends, its connection closed, when this aborts (the request it serves went away). */
  signal?: AbortSignal;
  /** The connections to use instead of Node's global agent: a server trusted by a CA of its own. */
  agent?: Agent;
};

export type SetPolicyOptions = { policyNames: string[]; entityName: string; isGroup: boolean };

/** A client of MinIO's admin API (/minio/admin/v3), signed with SigV4. */
export class AdminClient {
  readonly #c: AdminCaller;
  readonly #opts: AdminClientOptions;
  constructor(opts: AdminClientOptions) {
    this.#opts = opts;
    this.#c = new AdminCaller({ ...opts, timeoutMs: opts.timeoutMs ?? 30_000 });
  }

  /** The same client, its calls also ending when `signal` aborts, and within `timeoutMs`. */
  bound(signal: AbortSignal, timeoutMs: number): AdminClient {
    return new AdminClient({ ...this.#opts, signal, timeoutMs });
  }

  serverInfo(opts: { metrics?: boolean } = {}): Promise<InfoMessage> {
    return this.#c.json({ method: 'GET', path: '/info', query: { metrics: String(opts.metrics ?? false) } });
  }

  storageInfo(): Promise<StorageInfo> {
    return this.#c.json({ method: 'GET', path: '/storageinfo' });
  }

  dataUsageInfo(): Promise<DataUsageInfo> {
    return this.#c.json({ method: 'GET', path: '/datausageinfo' });
  }

  async accountInfo(): Promise<AccountInfo> {
    const info = await this.#c.json<Omit<AccountInfo, 'Policy'> & { Policy: unknown }>({
      method: 'GET',
      path: '/accountinfo',
    });
    // A user without any policy gets {"Version":"","Statement":null}: Statement is normalised to [].
    return { ...info, Policy: parsePolicy(info.Policy) ?? { Statement: [] }, Buckets: info.Buckets ?? [] };
  }

  listUsers(): Promise<Record<string, UserInfo>> {
    return this.#c.decrypted({ method: 'GET', path: '/list-users' });
  }

  userInfo(accessKey: string): Promise<UserInfo> {
    return this.#c.json({ method: 'GET', path: '/user-info', query: { accessKey } });
  }

  /** Creates a user or changes its secret key; `status` defaults to 'enabled' (MinIO's default is disabled). */
  async addUser(accessKey: string, secretKey: string, status: AccountStatus = 'enabled'): Promise<void> {
    const body = await this.#c.encrypt({ secretKey, status });
    await this.#c.empty({
      method: 'PUT',
      path: '/add-user',
      query: { accessKey },
      body,
      contentType: 'application/octet-stream',
    });
  }

  removeUser(accessKey: string): Promise<void> {
    return this.#c.empty({ method: 'DELETE', path: '/remove-user', query: { accessKey } });
  }

  setUserStatus(accessKey: string, status: AccountStatus): Promise<void> {
    return this.#c.empty({ method: 'PUT', path: '/set-user-status', query: { accessKey, status } });
  }

  /** Creates or replaces a canned policy; `policy` may be JSON text (e.g. from an editor), sent as is. */
  addCannedPolicy(name: string, policy: PolicyDocument | string): Promise<void> {
    return policies.addCannedPolicy(this.#c, name, policy);
  }

  removeCannedPolicy(name: string): Promise<void> {
    return this.#c.empty({ method: 'DELETE', path: '/remove-canned-policy', query: { name } });
  }

  listCannedPolicies(): Promise<Record<string, PolicyDocument>> {
    return this.#c.json({ method: 'GET', path: '/list-canned-policies' });
  }

  /** Replaces the policies mapped to a user or group; an empty list removes every mapping. */
  setPolicy(opts: SetPolicyOptions): Promise<void> {
    return policies.setPolicy(this.#c, opts);
  }

  /**
   * Sets a user's secret key and keeps its current status (user-info, then add-user). A regular user may do
   * this for themselves with their long-term keys, not with STS credentials (see NOTES.md).
   */
  async changeUserPassword(accessKey: string, newSecretKey: string): Promise<void> {
    const { status } = await this.userInfo(accessKey);
    await this.addUser(accessKey, newSecretKey, status);
  }

  listGroups(): Promise<string[]> {
    return groups.listGroups(this.#c);
  }

  groupInfo(name: string): Promise<GroupInfo> {
    return groups.groupInfo(this.#c, name);
  }

  /** Adds (creating the group if needed) or removes members; isRemove with no members deletes an empty group. */
  updateGroupMembers(opts: UpdateGroupMembersOptions): Promise<void> {
    return groups.updateGroupMembers(this.#c, opts);
  }

  setGroupStatus(group: string, status: AccountStatus): Promise<void> {
    return groups.setGroupStatus(this.#c, group, status);
  }

  /** Deletes a group; MinIO refuses (400 XMinioAdminGroupNotEmpty) while it has members. */
  removeGroup(name: string): Promise<void> {
    return groups.updateGroupMembers(this.#c, { group: name, members: [], isRemove: true });
  }

  async infoCannedPolicy(name: string): Promise<PolicyDocument> {
    return (await policies.cannedPolicyInfo(this.#c, name)).policy;
  }

  /** infoCannedPolicy with the name and the creation and update dates (MinIO's `v=2` form). */
  cannedPolicyInfo(name: string): Promise<CannedPolicyInfo> {
    return policies.cannedPolicyInfo(this.#c, name);
  }

  /** Which users and groups have which policies (built-in IDP); every filter is optional. */
  policyEntities(opts: PolicyEntitiesQuery = {}): Promise<PolicyEntities> {
    return policies.policyEntities(this.#c, opts);
  }

  /** For MinIO with LDAP identities: attach canned policies to a user or group distinguished name. */
  async attachLdapPolicy(attachment: policies.LdapPolicyAttachment): Promise<void> {
    await policies.attachLdapPolicy(this.#c, attachment);
  }

  addServiceAccount(opts: AddServiceAccountOptions = {}): Promise<ServiceAccountCredentials> {
    return serviceAccounts.addServiceAccount(this.#c, opts);
  }

  /** The service accounts of `user`, or of the caller (its parent user for STS credentials) when omitted. */
  listServiceAccounts(user?: string): Promise<ServiceAccountSummary[]> {
    return serviceAccounts.listServiceAccounts(this.#c, user);
  }

  deleteServiceAccount(accessKey: string): Promise<void> {
    return serviceAccounts.deleteServiceAccount(this.#c, accessKey);
  }

  /** Ends every STS session of a built-in user at once (MinIO's revoke-tokens, full revoke). */
  revokeStsTokens(user: string): Promise<void> {
    return serviceAccounts.revokeStsTokens(this.#c, user);
  }

  infoServiceAccount(accessKey: string): Promise<ServiceAccountInfo> {
    return serviceAccounts.infoServiceAccount(this.#c, accessKey);
  }

  /** Who owns an access key (MinIO's info-access-key): for a trace entry's signer. */
  infoAccessKey(accessKey: string, signal?: AbortSignal): Promise<serviceAccounts.AccessKeyOwner> {
    return serviceAccounts.infoAccessKey(this.#c, accessKey, signal);
  }

  /** The bucket's quota, or undefined when it has none (MinIO answers zeros then). */
  getBucketQuota(bucket: string): Promise<buckets.BucketQuota | undefined> {
    return buckets.getBucketQuota(this.#c, bucket);
  }

  /** A hard quota of `quota` bytes (MinIO refuses 'fifo'). */
  setBucketQuota(bucket: string, quota: buckets.SetBucketQuotaOptions): Promise<void> {
    return buckets.setBucketQuota(this.#c, bucket, quota);
  }

  clearBucketQuota(bucket: string): Promise<void> {
    return buckets.clearBucketQuota(this.#c, bucket);
  }

  /** Adds a replication target (both buckets versioned) and returns its ARN; `update` changes an existing one. */
  setRemoteTarget(
    bucket: string,
    target: buckets.RemoteTarget,
    update?: buckets.RemoteTargetUpdate[],
  ): Promise<string> {
    return buckets.setRemoteTarget(this.#c, bucket, target, update);
  }

  listRemoteTargets(bucket: string, type: 'replication' | '' = ''): Promise<buckets.RemoteTargetInfo[]> {
    return buckets.listRemoteTargets(this.#c, bucket, type);
  }

  removeRemoteTarget(bucket: string, arn: string): Promise<void> {
    return buckets.removeRemoteTarget(this.#c, bucket, arn);
  }

  /**
   * Every bucket's configuration files in one call (admin:ExportBucketMetadata); only `files` (e.g.
   * 'policy.json') are read. The export also holds remote-target credentials: never pass it on whole.
   */
  exportBucketMetadata(files: string[]): Promise<bucketMetadata.BucketMetadataExport> {
    return bucketMetadata.exportBucketMetadata(this.#c, files);
  }

  /** MinIO checks the backend first: its bucket must exist and the keys must be able to write there. */
  addTier(tier: tiers.TierConfig, opts: { force?: boolean } = {}): Promise<void> {
    return tiers.addTier(this.#c, tier, opts.force);
  }

  listTiers(): Promise<tiers.TierConfig[]> {
    return tiers.listTiers(this.#c);
  }

  removeTier(name: string, opts: { force?: boolean } = {}): Promise<void> {
    return tiers.removeTier(this.#c, name, opts.force);
  }

  verifyTier(name: string): Promise<void> {
    return tiers.verifyTier(this.#c, name);
  }

  /** Wrong keys are refused by MinIO, which tries them on the backend. */
  editTierCredentials(name: string, creds: tiers.TierCredentials): Promise<void> {
    return tiers.editTierCredentials(this.#c, name, creds);
  }

  tierStats(): Promise<tiers.TierStats[]> {
    return tiers.tierStats(this.#c);
  }

  /** The KMS MinIO encrypts with (admin:KMSKeyStatus); 501 NotImplemented when it has none. */
  kmsStatus(): Promise<kms.KmsStatus> {
    return kms.kmsStatus(this.#c);
  }

  /** Through MinIO's KMS API (kms:ListKeys): only the keys the policy lets the caller list. */
  listKmsKeys(prefix = ''): Promise<kms.KmsKeyInfo[]> {
    return kms.listKmsKeys(this.#c, prefix);
  }

  /** Generates a data key with `keyId` and decrypts it again (admin:KMSKeyStatus). */
  kmsKeyStatus(keyId: string): Promise<kms.KmsKeyStatus> {
    return kms.kmsKeyStatus(this.#c, keyId);
  }

  getConfigKV(key: string): Promise<string> {
    return config.getConfigKV(this.#c, key);
  }

  setConfigKV(kv: string): Promise<config.ConfigApplyResult> {
    return config.setConfigKV(this.#c, kv);
  }

  deleteConfigKV(kv: string): Promise<config.ConfigApplyResult> {
    return config.deleteConfigKV(this.#c, kv);
  }

  helpConfigKV(subSys: string, key = ''): Promise<config.ConfigHelp> {
    return config.helpConfigKV(this.#c, subSys, key);
  }

  serviceRestart(opts: { dryRun?: boolean } = {}): Promise<config.ServiceActionResult> {
    return config.serviceRestart(this.#c, opts.dryRun);
  }

  /** Heal (erasure-coded setups only; a single drive answers 426): see admin-heal.ts. */
  startHeal(bucket: string, prefix: string, opts: heal.HealStartOptions = {}): Promise<heal.HealStart> {
    return heal.startHeal(this.#c, bucket, prefix, opts);
  }

  healStatus(bucket: string, prefix: string, clientToken: string): Promise<heal.HealStatus> {
    return heal.healStatus(this.#c, bucket, prefix, clientToken);
  }

  stopHeal(bucket: string, prefix: string): Promise<heal.HealStart> {
    return heal.stopHeal(this.#c, bucket, prefix);
  }

  /** Resolves once /minio/health/cluster answers 200 (e.g. after serviceRestart). */
  waitUntilReady(timeoutMs = 60_000): Promise<void> {
    return config.waitUntilReady(this.#c, timeoutMs);
  }

  /** Any NDJSON streaming endpoint. Stops (and closes the connection) on `break` or when `signal` aborts. */
  stream<T>(path: string, query: Query = {}, opts: { signal?: AbortSignal } = {}): AsyncGenerator<T> {
    return streams.stream<T>(this.#c, path, query, opts);
  }

  trace(opts: TraceOptions = {}): AsyncGenerator<TraceInfo> {
    return streams.trace(this.#c, opts);
  }

  /** The bucket's events as they happen (S3 ListenBucketNotification): see admin-streams.ts. */
  listenBucketNotification(bucket: string, opts: ListenOptions): AsyncGenerator<NotificationRecord> {
    return streams.listenBucketNotification(this.#c, bucket, opts);
  }

  /** MinIO's health information (`mc support diag`): see admin-streams.ts. */
  healthInfo(
    opts: { deadline?: string; signal?: AbortSignal } = {},
  ): AsyncGenerator<Record<string, unknown>> {
    return streams.healthInfo(this.#c, opts);
  }

  serverLogs(opts: LogOptions = {}): AsyncGenerator<LogInfo> {
    return streams.serverLogs(this.#c, opts);
  }
}
