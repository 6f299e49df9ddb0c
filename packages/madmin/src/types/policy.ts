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
