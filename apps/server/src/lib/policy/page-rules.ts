import type { KubePermission, PageCondition, ShellPage } from '@granary/contract';
import { pageRules } from '@granary/contract';
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

/** The conditions a screen of the registry (the contract's screens.ts) may name, read from the context. */
const conditionHolds: Record<PageCondition, (ctx: PageContext) => boolean> = {
  distributedMode: (ctx) => ctx.distributedMode,
  ldapDisabled: (ctx) => !ctx.ldapEnabled,
  operatorMode: (ctx) => ctx.operatorMode,
  accountKey: (ctx) => ctx.hasAccountKey,
};

/** The pages the policy opens, its conditions read as `reading` says (the menu: 'hint'). */
export function allowedPages(ctx: PageContext, reading: PolicyReading = 'hint'): ShellPage[] {
  return pageRules
    .filter(
      ({ access }) =>
        access.sessions !== 'kubernetes' &&
        access.conditions.every((condition) => conditionHolds[condition](ctx)) &&
        access.actions.every((action) => isAllowedSomewhere(ctx.policy, action, reading)),
    )
    .map(({ page }) => page);
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

/** Every Kubernetes permission an operator's page may need, once each: what a session asks the API server. */
export const operatorPermissions: readonly KubePermission[] = [
  ...new Map(
    pageRules
      .filter(({ access }) => access.sessions !== 'minio')
      .flatMap(({ access }) => access.kubernetes)
      .map((permission) => [`${permission.verb} ${permission.group}/${permission.resource}`, permission]),
  ).values(),
];

/** The pages of an operator's session: those for operators whose permissions Kubernetes grants the token. */
export function operatorPages(granted: (permission: KubePermission) => boolean): ShellPage[] {
  return pageRules
    .filter(
      ({ access }) =>
        access.sessions !== 'minio' &&
        access.conditions.every((condition) => condition === 'operatorMode') &&
        access.kubernetes.every(granted),
    )
    .map(({ page }) => page);
}
