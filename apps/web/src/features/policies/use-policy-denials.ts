import { usePolicyChecks } from '@/lib/has-permission';

/** Why the user's policy refuses creating, saving or deleting IAM policies (undefined: allowed or not known). */
export function usePolicyDenials() {
  const deniedBy = usePolicyChecks({
    save: { action: 'admin:CreatePolicy' },
    delete: { action: 'admin:DeletePolicy' },
  });
  return { save: deniedBy('save'), delete: deniedBy('delete') };
}
