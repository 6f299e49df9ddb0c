import type { AdminClient } from '@granary/madmin';
import { describe, expect, it, vi } from 'vitest';
import type { PendingRestarts } from '../../lib/pending-restarts.ts';
import { restartMinio } from './restart.service.ts';

function fakes(results: { host: string; err?: string }[]) {
  const admin = {
    serviceRestart: vi.fn(() => Promise.resolve({ action: 'restart', dryRun: false, results })),
    waitUntilReady: vi.fn(() => Promise.resolve()),
    serverInfo: vi.fn(() => Promise.resolve({})),
  };
  const pending = { clearUntil: vi.fn(() => Promise.resolve()) };
  return {
    admin,
    pending,
    run: () => restartMinio(admin as unknown as AdminClient, pending as unknown as PendingRestarts),
  };
}

describe('restartMinio', () => {
  it('waits for MinIO, then clears what was saved before the call', async () => {
    const { admin, pending, run } = fakes([{ host: 'node1:9000' }]);
    const before = Date.now();
    await run();
    expect(admin.waitUntilReady).toHaveBeenCalledWith(120_000);
    expect(admin.serverInfo).toHaveBeenCalled();
    const [until] = pending.clearUntil.mock.calls[0] as unknown as [Date];
    expect(until.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('answers only once an admin call succeeds after the health check', async () => {
    const { admin, pending, run } = fakes([{ host: 'node1:9000' }]);
    admin.serverInfo
      .mockImplementationOnce(() => Promise.reject(new Error('ECONNREFUSED')))
      .mockImplementationOnce(() => Promise.reject(new Error('ECONNREFUSED')));
    await run();
    expect(admin.serverInfo).toHaveBeenCalledTimes(3);
    expect(pending.clearUntil).toHaveBeenCalledTimes(1);
  });

  it('keeps the flag and names the servers MinIO could not restart', async () => {
    const { admin, pending, run } = fakes([
      { host: 'node1:9000' },
      { host: 'node2:9000', err: 'drive busy' },
    ]);
    await expect(run()).rejects.toMatchObject({
      status: 502,
      code: 'restart_failed',
      message: 'MinIO could not restart a server',
      detailedMessage: 'node2:9000: drive busy',
    });
    expect(admin.waitUntilReady).not.toHaveBeenCalled();
    expect(pending.clearUntil).not.toHaveBeenCalled();
  });
});
