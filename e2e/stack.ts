import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the global setup started, shared with the test workers through a file. */
export type Stack = {
  baseURL: string;
  minio: { endpoint: string; rootUser: string; rootPassword: string };
};

export const stackFile = path.join(import.meta.dirname, '.stack.json');

export function readStack(): Stack {
  return JSON.parse(readFileSync(stackFile, 'utf8')) as Stack;
}
