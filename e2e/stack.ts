/** What the global setup started, handed to the test workers through their environment. */
type MinioAccess = { endpoint: string; rootUser: string; rootPassword: string };

export type Stack = {
  baseURL: string;
  /** `dataDir` holds its drives d1 to d4 (the heal test damages one on purpose). */
  minio: MinioAccess & { dataDir: string };
  /** The dashboard's own Granary, MinIO (with known objects) and Prometheus (dashboard-stack.ts). */
  dashboard: { baseURL: string; prometheusUrl: string; minio: MinioAccess };
};

const variable = 'GRANARY_E2E_STACK';

/** Playwright starts its workers after the global setup, so they inherit this variable. */
export function publishStack(stack: Stack): void {
  process.env[variable] = JSON.stringify(stack);
}

export function readStack(): Stack {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the tests through playwright.config.ts`);
  return JSON.parse(value) as Stack;
}
