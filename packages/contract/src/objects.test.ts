import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint.ts';
import { listObjectsPath } from './object-browser-path.ts';
import { deleteObjectsBodySchema, objectEndpoints } from './objects.ts';

describe('delete-objects items', () => {
  it("reads versionID '' as no version id (the current version), as the previous console sent it", () => {
    expect(deleteObjectsBodySchema.parse([{ path: 'a.txt', versionID: '', recursive: false }])).toEqual([
      { path: 'a.txt', versionID: undefined, recursive: false },
    ]);
  });

  it('keeps a real version id and still refuses an item without a path', () => {
    expect(deleteObjectsBodySchema.parse([{ path: 'a.txt', versionID: 'v1' }])).toEqual([
      { path: 'a.txt', versionID: 'v1', recursive: false },
    ]);
    expect(deleteObjectsBodySchema.safeParse([{ path: '', versionID: '' }]).success).toBe(false);
  });
});

describe('object endpoint paths', () => {
  it('builds the listing path the server preloads from the endpoint', () => {
    expect(listObjectsPath('my bucket', 'a b/')).toBe(
      '/api/v1/buckets/my%20bucket/objects?prefix=a+b%2F&limit=200',
    );
    expect(listObjectsPath('b', '', 'next')).toBe('/api/v1/buckets/b/objects?prefix=&limit=200&token=next');
  });

  it('builds share links from the public endpoint', () => {
    expect(endpointPath(objectEndpoints.sharedDownload, { params: { token: 'abc-_1' } })).toBe(
      '/api/v1/download-shared-object/abc-_1',
    );
  });
});
