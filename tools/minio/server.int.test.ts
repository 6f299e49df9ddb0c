import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { startMinio } from './server.ts';
import { isAlive } from './watchdog.ts';

const fixture = new URL('./fixtures/start-and-wait.ts', import.meta.url).pathname;

/** Waits until the process is gone, at most `ms`. */
const waitGone = (pid: number, ms: number) =>
  expect.poll(() => isAlive(pid), { timeout: ms, interval: 50 }).toBe(false);

async function startInChild(): Promise<{ child: ReturnType<typeof spawn>; pid: number; dataDir: string }> {
  const child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const info = JSON.parse(line) as { pid: number; dataDir: string };
    return { child, ...info };
  }
  throw new Error('the fixture exited without starting MinIO');
}

describe('startMinio', { timeout: 90_000 }, () => {
  it('starts a healthy 4-drive server and stop() removes the process and its data', async () => {
    const server = await startMinio({ drives: 4, name: 'unit four' });
    expect(server.endpoint).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.kmsSecretKey).toMatch(/^unit-four:[A-Za-z0-9+/]{43}=$/);
    expect(existsSync(`${server.dataDir}/d4`)).toBe(true);
    const health = await fetch(`${server.endpoint}/minio/health/cluster`);
    expect(health.status).toBe(200);
    await server.stop();
    expect(isAlive(server.pid)).toBe(false);
    expect(existsSync(server.dataDir)).toBe(false);
  });

  it('keeps a persistent directory, with its data, across stop and start', async () => {
    const persistentDir = mkdtempSync(path.join(tmpdir(), 'granary-persist-'));
    const options = {
      drives: 4,
      rootUser: 'persist',
      rootPassword: 'persist-secret-1',
      persistentDir,
    } as const;
    const first = await startMinio(options);
    await first.stop();
    expect(existsSync(path.join(persistentDir, 'd1', '.minio.sys'))).toBe(true);
    const second = await startMinio(options);
    try {
      expect(isAlive(second.pid)).toBe(true);
      expect(second.dataDir).toBe(persistentDir);
    } finally {
      await second.stop();
    }
    expect(existsSync(path.join(persistentDir, 'd1', '.minio.sys'))).toBe(true);
    rmSync(persistentDir, { recursive: true, force: true });
  });

  it('leaves no MinIO behind when the Node process that started it is SIGKILLed', async () => {
    const { child, pid, dataDir } = await startInChild();
    expect(isAlive(pid)).toBe(true);
    child.kill('SIGKILL');
    await waitGone(pid, 8_000);
    // The watchdog removes the data directory just after MinIO exits: wait for that, not a fixed time.
    await expect.poll(() => existsSync(dataDir), { timeout: 5_000, interval: 25 }).toBe(false);
  });

  it('stops MinIO at once when the starting process gets SIGTERM', async () => {
    const { child, pid } = await startInChild();
    child.kill('SIGTERM');
    await waitGone(pid, 3_000);
  });

  it('reports the last output when MinIO cannot start', async () => {
    await expect(startMinio({ drives: 1, rootPassword: 'short', readyTimeoutMs: 20_000 })).rejects.toThrow(
      /exited during start-up[\s\S]*MINIO_ROOT_PASSWORD|password/i,
    );
  });
});
