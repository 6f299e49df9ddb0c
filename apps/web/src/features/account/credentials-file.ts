import type { ServiceAccountCredentials } from '@granary/contract';

export const CREDENTIALS_FILE_NAME = 'credentials.json';

/** The downloaded file: a JSON list of {access_key, secret_key}. */
export function credentialsFileContent(credentials: ServiceAccountCredentials[]): string {
  const entries = credentials.map(({ accessKey, secretKey }) => ({
    access_key: accessKey,
    secret_key: secretKey,
  }));
  return `${JSON.stringify(entries, null, 2)}\n`;
}

/** Saves the credentials as a file from a Blob URL: nothing goes back to the server. */
export function downloadCredentials(
  credentials: ServiceAccountCredentials[],
  fileName = CREDENTIALS_FILE_NAME,
): void {
  const blob = new Blob([credentialsFileContent(credentials)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
