import type { ServiceAccountCredentials } from '@granary/contract';
import { saveText } from '@/lib/save-file';

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
  saveText(credentialsFileContent(credentials), fileName);
}
