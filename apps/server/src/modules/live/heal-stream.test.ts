// runHeal's control flow with stand-in clients: when it stops MinIO's heal and when it leaves it alone.
// (What MinIO answers is proven against the real server in heal.int.test.ts.)
import { healQuerySchema, type HealMessage } from '@granary/contract';
import { MadminError, type HealStatus } from '@granary/madmin';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { runHeal } from './heal-stream.ts';

const status = (Summary: HealStatus['Summary']): HealStatus => ({
  Summary,
  StartTime: new Date().toISOString(),
  Items: [],
});

function standIn(polls: (() => Promise<HealStatus>)[]) {
  const admin = {
    startHeal: vi.fn(async () => ({ clientToken: 't', clientAddress: '127.0.0.1', startTime: '' })),
    healStatus: vi.fn(async () => (polls.shift() ?? (() => Promise.resolve(status('running'))))()),
    stopHeal: vi.fn(async () => ({ clientToken: 't', clientAddress: '127.0.0.1', startTime: '' })),
  };
  const s3 = { send: vi.fn(async () => ({})) };
  const sent: HealMessage[] = [];
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  const run = (signal = new AbortController().signal, query = {}) =>
    runHeal({
      clients: { admin, s3 } as never,
      bucket: 'b',
      query: healQuerySchema.parse(query),
      signal,
      send: (message) => sent.push(message),
      log,
    });
  return { admin, sent, run };
}

describe('runHeal', () => {
  it('follows the heal to its end and leaves it alone once finished', async () => {
    const { admin, sent, run } = standIn([async () => status('running'), async () => status('finished')]);
    await run();
    expect(sent.map((m) => (m.event === 'progress' ? m.summary : m.event))).toEqual(['running', 'finished']);
    expect(admin.stopHeal).not.toHaveBeenCalled();
  });

  it('stops the heal in MinIO when the browser leaves before it ends', async () => {
    const { admin, run } = standIn([]);
    const leaving = new AbortController();
    const running = run(leaving.signal);
    await vi.waitFor(() => expect(admin.healStatus).toHaveBeenCalled());
    leaving.abort();
    await expect(running).rejects.toThrow();
    expect(admin.stopHeal).toHaveBeenCalledWith('b', '');
  });

  it('stops the heal when a poll fails, and says so', async () => {
    const { admin, run } = standIn([() => Promise.reject(new Error('MinIO went away'))]);
    await expect(run()).rejects.toThrow('MinIO went away');
    expect(admin.stopHeal).toHaveBeenCalledTimes(1);
  });

  it('fails with the reason when the heal is stopped from elsewhere', async () => {
    const gone = new MadminError({ code: 'XMinioHealNoSuchProcess', message: 'No such heal', status: 400 });
    const { admin, run } = standIn([() => Promise.reject(gone)]);
    await expect(run()).rejects.toThrow('The heal was stopped before it finished: by Force Stop.');
    expect(admin.stopHeal).not.toHaveBeenCalled();
  });

  it('Force Stop only stops, and answers what MinIO knew', async () => {
    const { admin, sent, run } = standIn([]);
    await run(undefined, { 'force-stop': 'true' });
    expect(admin.startHeal).not.toHaveBeenCalled();
    expect(sent).toEqual([{ event: 'stopped', found: true, startTime: '', startedBy: '127.0.0.1' }]);
  });
});
