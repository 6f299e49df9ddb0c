export type PolicyStatement = {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  NotAction?: string | string[];
  Resource?: string | string[];
  NotResource?: string | string[];
  Condition?: Record<string, unknown>;
};

export type PolicyDocument = { Version?: string; Statement: PolicyStatement[] };

export type CannedPolicyInfo = {
  name: string;
  policy: PolicyDocument;
  /** RFC 3339; absent for built-in policies. */
  createDate?: string;
  updateDate?: string;
};

export type PolicyEntitiesQuery = { policies?: string[]; users?: string[]; groups?: string[] };

export type PolicyEntities = {
  policyMappings: { policy: string; users: string[]; groups: string[] }[];
  /** memberOfMappings: the groups the user belongs to that have policies (only when MinIO sends it). */
  userMappings: {
    user: string;
    policies: string[];
    memberOfMappings?: { group: string; policies: string[] }[];
  }[];
  groupMappings: { group: string; policies: string[] }[];
};
