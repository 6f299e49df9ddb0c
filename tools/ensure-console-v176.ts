// Finds MinIO Console v1.7.6 (the benchmarks' comparison peer), building it once if needed, and prints its path.
import { findOrBuildConsoleV176 } from './console-v176/find-or-build.ts';

try {
  console.log(await findOrBuildConsoleV176());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
