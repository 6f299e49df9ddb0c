import type { ShellPage } from '@granary/contract';
import { shellPages } from '@granary/contract';
import type { AccountInfo, PolicyDocument } from '@granary/madmin';
import type { Config } from '../../config/config.ts';
import { isDistributed } from '../distributed-mode.ts';
import { isAllowedSomewhere, type PolicyReading } from './evaluate.ts';

export type PageContext = {
  policy: PolicyDocument;
  distributedMode: boolean;
  ldapEnabled: boolean;
  operatorMode: boolean;
  /** Logged in with an IAM user's long-term keys (not root's, SSO or LDAP): the user may change their password. */
  hasAccountKey: boolean;
};

type Rule = { actions: string[]; when?: (ctx: PageContext) => boolean };

/** The actions a page needs to be useful at all: the view action. Buttons inside check their own. */
const rules: Record<ShellPage, Rule> = {
  '/dashboard': { actions: ['admin:ServerInfo'] },
  '/metrics': { actions: ['admin:ServerInfo'] },
  '/object-browser': { actions: [] },
  '/account': { actions: [] },
  '/account/change-password': { actions: [], when: (ctx) => ctx.hasAccountKey && !ctx.ldapEnabled },
  '/buckets': { actions: ['s3:ListAllMyBuckets'] },
  '/users': { actions: ['admin:ListUsers'], when: (ctx) => !ctx.ldapEnabled },
  '/groups': { actions: ['admin:ListGroups'], when: (ctx) => !ctx.ldapEnabled },
  '/policies': { actions: ['admin:ListUserPolicies'] },
  '/settings': { actions: ['admin:ConfigUpdate'] },
  '/webhook/logger': { actions: ['admin:ConfigUpdate'] },
  '/webhook/audit': { actions: ['admin:ConfigUpdate'] },
  '/logs': { actions: ['admin:ConsoleLog'] },
  '/watch': { actions: ['s3:ListenBucketNotification'] },
  '/trace': { actions: ['admin:ServerTrace'] },
  // MinIO heals only erasure-coded deployments; the admin heal API answers 426 on a single drive.
  '/heal': { actions: ['admin:Heal'], when: (ctx) => ctx.distributedMode },
  '/health-info': { actions: ['admin:OBDInfo'] },
  '/tenants': { actions: [], when: (ctx) => ctx.operatorMode },
  '/storage': { actions: [], when: (ctx) => ctx.operatorMode },
  '/license': { actions: [] },
};

/** The pages the policy opens, its conditions read as `reading` says (the menu: 'hint'). */
export function allowedPages(ctx: PageContext, reading: PolicyReading = 'hint'): ShellPage[] {
  return shellPages.filter((page) => {
    const rule = rules[page];
    if (rule.when && !rule.when(ctx)) return false;
    return rule.actions.every((action) => isAllowedSomewhere(ctx.policy, action, reading));
  });
}

/**
 * The pages of a logged-in account: as the session lists them ('hint'), or as the routes serving data
 * Granary holds itself check them ('enforce').
 */
export function accountPages(
  account: AccountInfo,
  config: Pick<Config, 'ldapEnabled' | 'operatorMode'>,
  hasAccountKey: boolean,
  reading: PolicyReading = 'hint',
): ShellPage[] {
  const context = {
    policy: account.Policy,
    distributedMode: isDistributed(account.Server),
    ldapEnabled: config.ldapEnabled,
    operatorMode: config.operatorMode,
    hasAccountKey,
  };
  return allowedPages(context, reading);
}
