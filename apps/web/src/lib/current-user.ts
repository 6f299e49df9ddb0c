const USERNAME_KEY = 'granary.username';
const LOGGED_IN_KEY = 'granary.loggedIn';

function encode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes));
}

function decode(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** Stored encoded (base64 of UTF-8), so names with any characters survive and are not plain text. */
export function storeUsername(username: string): void {
  localStorage.setItem(USERNAME_KEY, encode(username));
}

/** The name the user logged in with (the Users list disables deleting oneself), or '' if unknown. */
export function readUsername(): string {
  const stored = localStorage.getItem(USERNAME_KEY);
  if (!stored) return '';
  try {
    return decode(stored);
  } catch {
    return '';
  }
}

export function markLoggedIn(): void {
  localStorage.setItem(LOGGED_IN_KEY, '1');
}

export function isMarkedLoggedIn(): boolean {
  return localStorage.getItem(LOGGED_IN_KEY) === '1';
}

export function clearLogin(): void {
  localStorage.removeItem(LOGGED_IN_KEY);
  localStorage.removeItem(USERNAME_KEY);
}
