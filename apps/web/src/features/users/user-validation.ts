import { createUserRequestSchema, passwordTooShort, secretKeySchema } from '@silo/contract';

export const NO_GROUP_SELECTED = 'You need to select at least one group to assign';
export const PASSWORDS_DONT_MATCH = "New passwords don't match";

export type CreateUserErrors = { accessKey?: string; secretKey?: string };

/** Spec 2 §5: access key non-blank, secret key non-blank and at least 8 characters (as the server checks). */
export function validateCreateUser(values: { accessKey: string; secretKey: string }): CreateUserErrors {
  const errors: CreateUserErrors = {};
  const parsed = createUserRequestSchema.safeParse({ ...values, groups: [], policies: [] });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'accessKey' || field === 'secretKey') && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.secretKey === '') errors.secretKey = 'Secret Key is required';
  return errors;
}

export type PasswordErrors = { newPassword?: string; confirmPassword?: string };

/** Another user's new password: at least 8 characters, and the confirmation equal and non-empty. */
export function validateNewPassword(newPassword: string, confirmPassword: string): PasswordErrors {
  const errors: PasswordErrors = {};
  const parsed = secretKeySchema.safeParse(newPassword);
  if (!parsed.success) errors.newPassword = parsed.error.issues[0]?.message ?? passwordTooShort;
  if (confirmPassword === '' || confirmPassword !== newPassword)
    errors.confirmPassword = PASSWORDS_DONT_MATCH;
  return errors;
}

/** Spec 2 §5: bulk add needs at least one group. */
export function validateBulkGroups(groups: string[]): string | undefined {
  return groups.length === 0 ? NO_GROUP_SELECTED : undefined;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
