import { createGroupRequestSchema } from '@silo/contract';

/** Spec 2 §5: a group needs a non-blank name (the same rule the server applies). */
export function validateGroupName(name: string): string | undefined {
  const parsed = createGroupRequestSchema.shape.group.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
