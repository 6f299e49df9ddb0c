// Finds the pinned MinIO server binary, building it once if needed, and prints its path.
import { findOrBuildMinio } from './minio/find-or-build.ts';

try {
  console.log(await findOrBuildMinio());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
