// Finds the pinned kube-apiserver and etcd (operator mode's tests and dev), building them once if needed.
import { findOrBuildKube } from './kube/find-or-build.ts';

try {
  const { apiserver, etcd } = await findOrBuildKube();
  console.log(`kube-apiserver: ${apiserver}\netcd: ${etcd}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
