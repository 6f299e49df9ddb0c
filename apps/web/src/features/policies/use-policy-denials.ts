import { usePolicyChecks } from '@/lib/has-permission';

/** Why the user's policy refuses creating, saving or deleting IAM policies (undefined: allowed or not known). */
export const usePolicyDenials = () =>
  usePolicyChecks({ save: { action: 'admin:CreatePolicy' }, delete: { action: 'admin:DeletePolicy' } });
