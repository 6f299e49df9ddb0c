// What tools/vitest-kube-setup.ts provides to integration tests: one API server for the run, shared by
// every worker (each test file works in namespaces of its own). A test that stops the API server starts
// its own with startKube().
import type {} from 'vitest';
import type { KubeServer } from './server.ts';

export type KubeTarget = Pick<
  KubeServer,
  'url' | 'caPem' | 'caFile' | 'signingKeyFile' | 'adminToken' | 'longToken'
>;

declare module 'vitest' {
  export interface ProvidedContext {
    kube: KubeTarget;
  }
}
