import { describe, expect, it } from 'vitest';
import { apiErrorCodes, apiErrors } from './api-errors.ts';

describe("the contract's error table", () => {
  it('gives every answer an error status with its code', () => {
    for (const [name, { code, status }] of Object.entries(apiErrors)) {
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(600);
      expect(apiErrorCodes[name as keyof typeof apiErrors]).toBe(code);
    }
  });

  it('ties each code to one status, but for the few answers HTTP words otherwise', () => {
    const statuses = new Map<string, Set<number>>();
    for (const { code, status } of Object.values(apiErrors))
      statuses.set(code, new Set([...(statuses.get(code) ?? []), status]));
    const several = [...statuses].filter(([, set]) => set.size > 1).map(([code, set]) => [code, [...set]]);
    expect(several).toEqual([
      ['bad_request', [400, 411, 409]],
      ['idp_unreachable', [502, 503]],
      ['remote_unreachable', [400, 504]],
    ]);
  });

  it('answers as REST always did for the common failures', () => {
    expect(apiErrors.notFound).toEqual({ code: 'not_found', status: 404 });
    expect(apiErrors.invalidSession).toEqual({ code: 'invalid_session', status: 401 });
    expect(apiErrors.accessDenied).toEqual({ code: 'access_denied', status: 403 });
    expect(apiErrors.minioUnreachable).toEqual({ code: 'minio_unreachable', status: 503 });
    expect(apiErrors.internal).toEqual({ code: 'internal_error', status: 500 });
  });
});
