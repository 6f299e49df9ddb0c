// The MinIO servers an integration test file runs against. Files run several at a time, and each worker has
// servers of its own: a file that changes MinIO's configuration, restarts it or fills it never meets a
// file running beside it.
import { inject } from 'vitest';
import type { MinioTarget, WorkerMinios } from './provided.ts';

function workerMinios(): WorkerMinios {
  const servers = inject('minioServers');
  // Vitest numbers its workers from 1 to maxWorkers.
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const mine = servers[worker - 1];
  if (!mine) throw new Error(`no MinIO servers for test worker ${worker} (${servers.length} started)`);
  return mine;
}

/** This worker's 4-drive erasure-coded server. */
export const testMinio = (): MinioTarget => workerMinios().erasure;

/** This worker's single-drive ("xl-single") server. */
export const testMinioSingle = (): MinioTarget => workerMinios().single;
