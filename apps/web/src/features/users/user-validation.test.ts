import { describe, expect, it } from 'vitest';
import { validateBulkGroups, validateCreateUser, validateNewPassword } from './user-validation';

describe('validateCreateUser', () => {
  it('accepts an access key and a secret key of at least 8 characters', () => {
    expect(validateCreateUser({ accessKey: 'ada', secretKey: '12345678' })).toEqual({});
  });

  it("rejects short secret keys with the specification's message", () => {
    expect(validateCreateUser({ accessKey: 'ada', secretKey: '1234567' }).secretKey).toBe(
      'Passwords must be at least 8 characters long',
    );
  });

  it('requires a non-blank access key and a secret key', () => {
    const errors = validateCreateUser({ accessKey: '   ', secretKey: '' });
    expect(errors.accessKey).toBeTruthy();
    expect(errors.secretKey).toBe('Secret Key is required');
  });
});

describe('validateNewPassword', () => {
  it('needs 8 characters and an equal, non-empty confirmation', () => {
    expect(validateNewPassword('short', 'short').newPassword).toBe(
      'Passwords must be at least 8 characters long',
    );
    expect(validateNewPassword('long enough', '').confirmPassword).toBe("New passwords don't match");
    expect(validateNewPassword('long enough', 'long enougH').confirmPassword).toBe(
      "New passwords don't match",
    );
    expect(validateNewPassword('long enough', 'long enough')).toEqual({});
  });
});

describe('validateBulkGroups', () => {
  it('needs at least one group', () => {
    expect(validateBulkGroups([])).toBe('You need to select at least one group to assign');
    expect(validateBulkGroups(['devs'])).toBeUndefined();
  });
});
