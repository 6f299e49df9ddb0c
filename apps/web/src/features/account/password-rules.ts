import { minPasswordLength, passwordTooShort } from '@silo/contract';

export const PASSWORDS_DONT_MATCH = "New passwords don't match";
export { passwordTooShort as PASSWORD_TOO_SHORT };

export type PasswordForm = { current: string; next: string; repeat: string };

/** Spec §5 (own account): Save needs all three fields. */
export function canSubmitPasswordChange(form: PasswordForm): boolean {
  return form.current !== '' && form.next !== '' && form.repeat !== '';
}

/** The local message that stops a password change, or undefined when it may be sent. */
export function passwordChangeError(form: PasswordForm): string | undefined {
  if (form.next !== form.repeat) return PASSWORDS_DONT_MATCH;
  if (form.next.length < minPasswordLength) return passwordTooShort;
  return undefined;
}
