import { sessionEndpoints } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { apiUrl, detectBasePath } from './paths';

describe('detectBasePath', () => {
  it('is empty at the site root and on ordinary routes', () => {
    expect(detectBasePath('/')).toBe('');
    expect(detectBasePath('/buckets/photos/admin')).toBe('');
    expect(detectBasePath('/login')).toBe('');
  });

  it('returns the proxy prefix for a tenant console', () => {
    expect(detectBasePath('/api/proxy/ns-1/tenant-a/')).toBe('/api/proxy/ns-1/tenant-a');
    expect(detectBasePath('/api/proxy/ns-1/tenant-a')).toBe('/api/proxy/ns-1/tenant-a');
    expect(detectBasePath('/api/proxy/ns-1/tenant-a/buckets/b1')).toBe('/api/proxy/ns-1/tenant-a');
  });

  it('ignores incomplete or look-alike prefixes', () => {
    expect(detectBasePath('/api/proxy/ns-1')).toBe('');
    expect(detectBasePath('/api/proxy/ns-1/')).toBe('');
    expect(detectBasePath('/x/api/proxy/ns/t/')).toBe('');
    expect(detectBasePath('/api/proxyx/ns/t/')).toBe('');
  });
});

describe('apiUrl', () => {
  it('prefixes API paths with the base path', () => {
    const session = sessionEndpoints.session.path;
    expect(apiUrl(session, '')).toBe(session);
    expect(apiUrl(session, '/api/proxy/ns/t')).toBe(`/api/proxy/ns/t${session}`);
  });
});
