import { describe, expect, it } from 'vitest';
import { parseTargetUrl } from './replication-remote.ts';
import { destinationBucketName, parseTags, tagsToString } from './replication-rules.ts';

describe('parseTargetUrl', () => {
  it('takes TLS from useTLS for host:port and from the scheme for a URL', () => {
    expect(parseTargetUrl('minio:9000', false)).toEqual({
      host: 'minio:9000',
      secure: false,
      url: 'http://minio:9000',
    });
    expect(parseTargetUrl('minio:9000')).toMatchObject({ secure: true, url: 'https://minio:9000' });
    expect(parseTargetUrl('https://minio.example.com/', false)).toMatchObject({
      host: 'minio.example.com',
      secure: true,
    });
  });

  it('refuses paths, other schemes and garbage', () => {
    for (const bad of ['minio:9000/bucket', 'ftp://minio', 'http://', 'a b:c'])
      expect(() => parseTargetUrl(bad, true), bad).toThrow(/is not valid/);
  });
});

describe('rule helpers', () => {
  it('finds the target bucket in both ARN forms', () => {
    expect(destinationBucketName('arn:minio:replication:us-east-1:abc-1:photos')).toBe('photos');
    expect(destinationBucketName('arn:aws:s3:::photos')).toBe('photos');
  });

  it('turns tags into URL-encoded key=value pairs joined by & and back', () => {
    const tags = [
      { key: 'a', value: '1' },
      { key: 'b', value: 'x=y & z' },
    ];
    expect(tagsToString(tags)).toBe('a=1&b=x%3Dy+%26+z');
    expect(parseTags('a=1&b=x%3Dy+%26+z')).toEqual(tags);
    expect(parseTags('')).toEqual([]);
  });
});
