import type { BackendInfo } from './info.ts';
import type { PolicyDocument } from './policy.ts';

export type AccountStatus = 'enabled' | 'disabled';

export type UserInfo = {
  policyName?: string;
  status: AccountStatus;
  memberOf?: string[];
  updatedAt?: string;
  userAuthInfo?: { type: string; authServer?: string; authServerUserID?: string };
};

export type AccountBucket = {
  name: string;
  size: number;
  objects: number;
  objectHistogram?: Record<string, number>;
  objectsVersionsHistogram?: Record<string, number>;
  details?: {
    versioning?: boolean;
    versioningSuspended?: boolean;
    locking?: boolean;
    replication?: boolean;
    tags?: Record<string, string>;
    quota?: { quota?: number; size?: number; quotatype?: string };
  };
  prefixUsage?: Record<string, number>;
  created?: string;
  access: { read: boolean; write: boolean };
};

export type AccountInfo = {
  AccountName: string;
  Policy: PolicyDocument;
  Buckets: AccountBucket[];
  Server: BackendInfo;
};

export type GroupInfo = {
  name: string;
  status: AccountStatus;
  /** Never null (MinIO sends null for an empty group). */
  members: string[];
  /** Comma-separated policy names; '' when none is attached. */
  policy: string;
  updatedAt?: string;
};

export type UpdateGroupMembersOptions = { group: string; members: string[]; isRemove: boolean };

/** Service accounts report 'on'/'off' (users and groups say 'enabled'/'disabled'). */
export type ServiceAccountStatus = 'on' | 'off';

export type AddServiceAccountOptions = {
  /** The parent user; defaults to the caller (the parent user when the caller uses STS credentials). */
  targetUser?: string;
  /** Narrows the parent's permissions; without it the account inherits them ("implied policy"). */
  policy?: PolicyDocument;
  /** Generated (20 characters) when omitted. */
  accessKey?: string;
  /** Generated (40 characters) when omitted. */
  secretKey?: string;
  name?: string;
  description?: string;
  expiration?: Date;
};

export type ServiceAccountCredentials = {
  accessKey: string;
  secretKey: string;
  sessionToken?: string;
  /** RFC 3339; absent when the account never expires. */
  expiration?: string;
};

export type ServiceAccountSummary = {
  accessKey: string;
  parentUser: string;
  accountStatus: ServiceAccountStatus;
  name?: string;
  description?: string;
  /** RFC 3339; absent when the account never expires (MinIO sends 1970-01-01T00:00:00Z). */
  expiration?: string;
};

export type ServiceAccountInfo = {
  parentUser: string;
  accountStatus: ServiceAccountStatus;
  /** true when the account has no policy of its own and inherits its parent's. */
  impliedPolicy: boolean;
  /** The account's own policy, or the parent's effective policy when impliedPolicy is true. */
  policy?: PolicyDocument;
  name?: string;
  description?: string;
  expiration?: string;
};
