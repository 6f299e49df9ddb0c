import { sessionEndpoints } from '@granary/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiRequestError } from './api-error';
import { onSessionEnded } from './session-events';

/** Any API path: apiRequest does not read it. */
const anyPath = sessionEndpoints.session.path;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the validated body', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { ok: true })));
    await expect(apiRequest(anyPath, { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      ok: true,
    });
  });

  it('turns an error body into ApiRequestError', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(json(403, { code: 'access_denied', message: 'denied', detailedMessage: 'no' })),
    );
    const error = await apiRequest(anyPath, { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 403,
      code: 'access_denied',
      message: 'denied',
      detailedMessage: 'no',
    });
  });

  it('ends the session on 401 unless asked not to', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(json(401, { message: 'expired' }))),
    );
    await expect(apiRequest(anyPath, { schema: z.unknown() })).rejects.toThrow('expired');
    expect(ended).toHaveBeenCalledTimes(1);
    await expect(
      apiRequest(sessionEndpoints.login.path, { schema: z.unknown(), keepSessionOn401: true }),
    ).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });
});
