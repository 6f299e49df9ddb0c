import { describe, expect, it } from 'vitest';
import { canSubmitPasswordChange, passwordChangeError } from './password-rules';

describe('own password change rules', () => {
  it('needs all three fields before Save', () => {
    expect(canSubmitPasswordChange({ current: '', next: 'abcdefgh', repeat: 'abcdefgh' })).toBe(false);
    expect(canSubmitPasswordChange({ current: 'old', next: '', repeat: 'abcdefgh' })).toBe(false);
    expect(canSubmitPasswordChange({ current: 'old', next: 'abcdefgh', repeat: '' })).toBe(false);
    expect(canSubmitPasswordChange({ current: 'old', next: 'abcdefgh', repeat: 'abcdefgh' })).toBe(true);
  });

  it("says 'New passwords don't match' when the two new passwords differ", () => {
    expect(passwordChangeError({ current: 'old', next: 'abcdefgh', repeat: 'abcdefgX' })).toBe(
      "New passwords don't match",
    );
  });

  it('needs at least 8 characters', () => {
    expect(passwordChangeError({ current: 'old', next: 'abcdefg', repeat: 'abcdefg' })).toBe(
      'Passwords must be at least 8 characters long',
    );
    expect(passwordChangeError({ current: 'old', next: 'abcdefgh', repeat: 'abcdefgh' })).toBeUndefined();
  });
});
