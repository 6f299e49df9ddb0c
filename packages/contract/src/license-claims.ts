import { z } from 'zod';

/**
 * A verified license's claims (reference A.6): who asked for it, the organization and account, the
 * capacity it covers and its plan. `storage_capacity` is in TiB, as the license's `cap` claim.
 */
export const licenseSchema = z
  .object({
    /** The requester's email (the `sub` claim); '' when the license names none. */
    email: z.string(),
    organization: z.string(),
    account_id: z.number(),
    /** TiB. */
    storage_capacity: z.number(),
    /** As the license says it (STANDARD, ENTERPRISE, …); compared case-insensitively. */
    plan: z.string(),
    /** ISO 8601. */
    issued_at: z.string(),
    /** ISO 8601. */
    expires_at: z.string(),
  })
  .meta({ id: 'License' });
export type License = z.infer<typeof licenseSchema>;

/** Spec 3 §4: STANDARD is level 1, ENTERPRISE 2, anything else 1. */
export function planLevel(plan: string): 1 | 2 {
  return plan.trim().toUpperCase() === 'ENTERPRISE' ? 2 : 1;
}
