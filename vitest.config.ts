import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { integrationWorkers } from './tools/minio/provided.ts';

const integrationGlob = '**/*.int.test.ts';

export default defineConfig({
  test: {
    // Vitest's default leaves a core for itself (one worker on two cores); its own process mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: [integrationGlob, '**/node_modules/**'],
          environment: 'node',
          // A test that makes a new embedded store waits for PGlite's initdb (~3 s on a quiet machine,
          // now in its own thread beside the two test workers): 5 s was too tight on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit-web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file still gets a fresh context and module graph, in a worker that is kept: a third of
          // the time of a new worker per file, which mostly went to loading jsdom and MUI again.
          pool: 'vmThreads',
          // A component test that drives a dialog takes ~0.7 s on a quiet machine and passed 5 s with
          // two CPU hogs and a browser run beside it: 15 s fits the work on a shared machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'packages/*/src/**/*.int.test.ts',
            'apps/server/src/**/*.int.test.ts',
            'tools/**/*.int.test.ts',
          ],
          globalSetup: ['./tools/vitest-minio-setup.ts', './tools/vitest-kube-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each worker has MinIO servers of its own (tools/minio/test-servers.ts).
          maxWorkers: integrationWorkers,
        },
      },
    ],
  },
});
