// MinIO Console v1.7.6 as a separate program beside Granary, against the same MinIO (measured, never copied).
import { setTimeout as sleep } from 'node:timers/promises';
import { findOrBuildConsoleV176 } from '@granary/tools/console-v176/find-or-build';
import { freePort } from '@granary/tools/minio';
import { lifecycleOf, spawnWatched } from '@granary/tools/minio/watchdog';

export type RunningConsole = { url: string; pid: number; stop: () => Promise<void> };

export async function startConsoleV176(minioEndpoint: string): Promise<RunningConsole> {
  const binary = await findOrBuildConsoleV176();
  const port = await freePort();
  const proc = spawnWatched(binary, ['server', '--host', '127.0.0.1', '--port', String(port)], {
    env: { ...process.env, CONSOLE_MINIO_SERVER: minioEndpoint },
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-2_000));
  proc.shell.stdout?.on('data', keep);
  proc.shell.stderr?.on('data', keep);
  const { exited, stop } = lifecycleOf(proc);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`MinIO Console v1.7.6 exited (${exited()}):\n${output}`);
    try {
      const res = await fetch(`${url}/login`, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.ok) return { url, pid: await proc.pid, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`MinIO Console v1.7.6 at ${url} did not answer within 30 s:\n${output}`);
}
