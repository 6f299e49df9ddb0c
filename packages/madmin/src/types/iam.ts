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
