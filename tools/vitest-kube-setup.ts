import type { TestProject } from 'vitest/node';
import type {} from './kube/provided.ts';
import { startKube } from './kube/server.ts';

/** One kube-apiserver and etcd for the integration run (operator mode's tests). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const kube = await startKube();
  console.log(`Kubernetes API server ready in ${Date.now() - started} ms: ${kube.url}`);
  project.provide('kube', {
    url: kube.url,
    caPem: kube.caPem,
    caFile: kube.caFile,
    signingKeyFile: kube.signingKeyFile,
    adminToken: kube.adminToken,
    longToken: kube.longToken,
  });
  return () => kube.stop();
}
