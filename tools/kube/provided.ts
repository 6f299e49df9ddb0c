// What tools/vitest-kube-setup.ts provides to integration tests: one API server for the run, shared by
// every worker (each test file works in namespaces of its own). A test that stops the API server starts
// its own with startKube().
import type {} from 'vitest';

export type KubeTarget = {
  url: string;
  caPem: string;
  caFile: string;
  signingKeyFile: string;
  adminToken: string;
  longToken: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    kube: KubeTarget;
  }
}
