import { describe, expect, it } from 'vitest';
import { versionPatch } from './tenant-version-patch.ts';

const scrape = {
  'prometheus.io/path': '/minio/v2/metrics/cluster',
  'prometheus.io/port': '9000',
  'prometheus.io/scrape': 'true',
};

describe('Update version’s JSON patch', () => {
  it('adds what is missing, whole where the metadata or annotations are absent', () => {
    const patch = versionPatch(
      {
        metadata: { resourceVersion: '7' },
        spec: {
          pools: [
            { volumeClaimTemplate: {} },
            { volumeClaimTemplate: { metadata: { annotations: { a: 'b' } } } },
            {},
          ],
        },
      },
      {
        image: 'minio/minio:RELEASE.2025-01-01T00-00-00Z',
        enablePrometheus: true,
        imagePullSecret: 't-regcred',
      },
    );
    expect(patch).toEqual([
      { op: 'replace', path: '/metadata/resourceVersion', value: '7' },
      { op: 'add', path: '/spec/image', value: 'minio/minio:RELEASE.2025-01-01T00-00-00Z' },
      { op: 'add', path: '/spec/imagePullSecret', value: { name: 't-regcred' } },
      { op: 'add', path: '/metadata/annotations', value: scrape },
      { op: 'add', path: '/spec/pools/0/volumeClaimTemplate/metadata', value: { annotations: scrape } },
      ...Object.entries(scrape).map(([key, value]) => ({
        op: 'add',
        path: `/spec/pools/1/volumeClaimTemplate/metadata/annotations/${key.replace('/', '~1')}`,
        value,
      })),
    ]);
  });

  it('removes only the annotations present, and the image for the operator’s default', () => {
    const patch = versionPatch(
      {
        metadata: { resourceVersion: '8', annotations: { 'prometheus.io/scrape': 'true', other: 'x' } },
        spec: { image: 'm/m:1' },
      },
      { image: '', enablePrometheus: false, imagePullSecret: undefined },
    );
    expect(patch).toEqual([
      { op: 'replace', path: '/metadata/resourceVersion', value: '8' },
      { op: 'remove', path: '/spec/image' },
      { op: 'remove', path: '/metadata/annotations/prometheus.io~1scrape' },
    ]);
  });
});
