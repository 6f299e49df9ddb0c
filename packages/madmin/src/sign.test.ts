import { describe, expect, it } from 'vitest';
import { buildQueryString, sha256Hex, signRequest } from './sign.ts';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const signingDate = new Date('2025-01-02T03:04:05Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signRequest', () => {
  it('signs with service s3, default region us-east-1 and the hex SHA-256 of the exact body', async () => {
    const body = new TextEncoder().encode('{"a":1}');
    const signed = await signRequest({
      method: 'PUT',
      url: new URL('http://127.0.0.1:9000/minio/admin/v3/add-canned-policy'),
      query: { name: 'p' },
      body,
      credentials,
      signingDate,
    });
    expect(signed.headers['x-amz-content-sha256']).toBe(sha256Hex(body));
    expect(signed.headers['x-amz-date']).toBe('20250102T030405Z');
    expect(signed.headers['authorization']).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20250102\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(signed.headers).not.toHaveProperty('host');
    expect(signed.url).toBe('http://127.0.0.1:9000/minio/admin/v3/add-canned-policy?name=p');
  });

  it('hashes an empty body and signs the session token', async () => {
    const signed = await signRequest({
      method: 'GET',
      url: new URL('http://h:9000/minio/admin/v3/info'),
      credentials: { ...credentials, sessionToken: 'TOKEN' },
      signingDate,
      region: 'eu-west-1',
      service: 'sts',
    });
    expect(signed.headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
    expect(signed.headers['x-amz-security-token']).toBe('TOKEN');
    expect(signed.headers['authorization']).toMatch(
      /\/eu-west-1\/sts\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,/,
    );
  });

  it('gives a different signature when the query changes', async () => {
    const sign = (users: string[]) =>
      signRequest({
        method: 'GET',
        url: new URL('http://h:9000/x'),
        query: { users },
        credentials,
        signingDate,
      });
    const [a, b] = await Promise.all([sign(['a', 'b']), sign(['a', 'c'])]);
    expect(a.headers['authorization']).not.toBe(b.headers['authorization']);
    expect(a.url).toBe('http://h:9000/x?users=a&users=b');
  });
});

describe('buildQueryString', () => {
  it('uses RFC 3986 encoding, repeats keys and skips undefined values', () => {
    expect(buildQueryString({ prefix: "a b/c!'()*", empty: '', users: ['x', 'y'], skip: undefined })).toBe(
      'prefix=a%20b%2Fc%21%27%28%29%2A&empty=&users=x&users=y',
    );
  });
});

describe('query strings', () => {
  it("send a repeated key's values sorted, as the signature sorts them", () => {
    expect(buildQueryString({ events: ['s3:ObjectRemoved:*', 's3:ObjectAccessed:*'], prefix: 'in/' })).toBe(
      'events=s3%3AObjectAccessed%3A%2A&events=s3%3AObjectRemoved%3A%2A&prefix=in%2F',
    );
  });
});
