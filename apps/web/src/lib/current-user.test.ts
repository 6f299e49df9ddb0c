import { beforeEach, describe, expect, it } from 'vitest';
import { clearLogin, isMarkedLoggedIn, markLoggedIn, readUsername, storeUsername } from './current-user';

describe('current user storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores the username encoded and reads it back, including non-ASCII names', () => {
    storeUsername('zoë/admin');
    expect(localStorage.getItem('granary.username')).not.toContain('zoë');
    expect(readUsername()).toBe('zoë/admin');
  });

  it('clears the logged-in flag and the name', () => {
    storeUsername('admin');
    markLoggedIn();
    expect(isMarkedLoggedIn()).toBe(true);
    clearLogin();
    expect(isMarkedLoggedIn()).toBe(false);
    expect(readUsername()).toBe('');
  });
});
