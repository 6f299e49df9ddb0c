import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionRevocations } from './session-revocations.ts';
import { SessionSockets, sessionSweepMs } from './session-sockets.ts';

const revoked = new Set<string>();
/** The part of the revocation list the sockets ask: whether a session ended. */
const revocations = {
  isRevoked: async ({ sid }: { sid: string }) => revoked.has(sid),
} as unknown as SessionRevocations;
const claims = (sid: string, expiresInMs = 3_600_000) => ({
  sid,
  issuedAt: Date.now(),
  accountAccessKey: 'alice',
  expiresAt: Date.now() + expiresInMs,
});

describe('the sessions of open sockets', () => {
  afterEach(() => {
    vi.useRealTimers();
    revoked.clear();
  });

  it('ends a socket whose session expires, at the next sweep', async () => {
    vi.useFakeTimers();
    const sockets = new SessionSockets(revocations);
    const ended = vi.fn();
    sockets.watch(claims('s1', 1_000), ended);
    await vi.advanceTimersByTimeAsync(sessionSweepMs);
    expect(ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ended).toHaveBeenCalledWith({ reason: 'Your session expired. Log in again.', sessionEnded: true });
    sockets.close();
  });

  it('ends only the sockets of an ended session, once, and forgets closed ones', async () => {
    const sockets = new SessionSockets(revocations);
    const [first, second, closed] = [vi.fn(), vi.fn(), vi.fn()];
    sockets.watch(claims('ended'), first);
    sockets.watch(claims('kept'), second);
    const unwatch = sockets.watch(claims('ended'), closed);
    unwatch();
    revoked.add('ended');
    await sockets.sweep();
    await sockets.sweep();
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({
      reason: 'Your session was ended. Log in again.',
      sessionEnded: true,
    });
    expect(second).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
    sockets.close();
  });

  it('closes as failed, not as an ended session, when the store cannot tell', async () => {
    const failing = {
      isRevoked: async () => {
        throw new Error('Granary cannot check sessions: its store is unreachable.');
      },
    } as unknown as SessionRevocations;
    const sockets = new SessionSockets(failing);
    const ended = vi.fn();
    sockets.watch(claims('s1'), ended);
    await sockets.sweep();
    expect(ended).toHaveBeenCalledWith({
      reason: 'Granary cannot check sessions: its store is unreachable.',
      sessionEnded: false,
    });
    sockets.close();
  });
});
