import { describe, expect, it } from 'vitest';
import { MadminError } from './errors.ts';
import {
  buildAssumeRoleRequest,
  buildAssumeRoleWithLdapIdentityRequest,
  buildAssumeRoleWithWebIdentityRequest,
  parseStsResponse,
} from './sts.ts';

const success = `<?xml version="1.0" encoding="UTF-8"?>
<AssumeRoleWithLDAPIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleWithLDAPIdentityResult>
<Credentials><AccessKeyId>0123456789</AccessKeyId><SecretAccessKey>s3cr3t+/x</SecretAccessKey><SessionToken>eyJhbGciOi.tok</SessionToken><Expiration>2025-01-02T04:04:05Z</Expiration></Credentials>
</AssumeRoleWithLDAPIdentityResult><ResponseMetadata><RequestId>17</RequestId></ResponseMetadata></AssumeRoleWithLDAPIdentityResponse>`;

const form = (init: RequestInit) => Object.fromEntries(new URLSearchParams(String(init.body)));

describe('parseStsResponse', () => {
  it('reads the credentials of any Assume* result, keeping digits as strings', () => {
    expect(parseStsResponse(success)).toEqual({
      accessKeyId: '0123456789',
      secretAccessKey: 's3cr3t+/x',
      sessionToken: 'eyJhbGciOi.tok',
      expiration: new Date('2025-01-02T04:04:05Z'),
    });
  });

  it('turns an STS error document into MadminError', () => {
    const body =
      '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type></Type><Code>InvalidParameterValue</Code><Message>Duration too long</Message></Error><RequestId>9</RequestId></ErrorResponse>';
    expect(() => parseStsResponse(body)).toThrow(MadminError);
    expect(() => parseStsResponse(body)).toThrow('Duration too long');
  });

  it('rejects a body without credentials', () => {
    expect(() =>
      parseStsResponse('<AssumeRoleResponse><AssumeRoleResult></AssumeRoleResult></AssumeRoleResponse>'),
    ).toThrow(/no Credentials/);
  });
});

describe('STS request builders', () => {
  it('builds AssumeRoleWithLDAPIdentity as an unsigned form POST to /', () => {
    const req = buildAssumeRoleWithLdapIdentityRequest({
      endpoint: 'http://minio:9000/ignored',
      username: 'alice',
      password: 'p&ss=',
      durationSeconds: 3600,
      policy: { Statement: [] },
    });
    expect(req.url).toBe('http://minio:9000/');
    expect(req.init.method).toBe('POST');
    expect(req.init.headers).toEqual({
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Granary',
    });
    expect(form(req.init)).toEqual({
      Action: 'AssumeRoleWithLDAPIdentity',
      Version: '2011-06-15',
      LDAPUsername: 'alice',
      LDAPPassword: 'p&ss=',
      DurationSeconds: '3600',
      Policy: '{"Statement":[]}',
    });
  });

  it('builds AssumeRoleWithWebIdentity with the optional access token and role ARN', () => {
    const req = buildAssumeRoleWithWebIdentityRequest({
      endpoint: 'https://s3.example.com',
      token: 'id.jwt',
      accessToken: 'at',
      roleArn: 'arn:minio:iam:::role/x',
    });
    expect(form(req.init)).toEqual({
      Action: 'AssumeRoleWithWebIdentity',
      Version: '2011-06-15',
      WebIdentityToken: 'id.jwt',
      WebIdentityAccessToken: 'at',
      RoleArn: 'arn:minio:iam:::role/x',
    });
    expect(
      form(buildAssumeRoleWithWebIdentityRequest({ endpoint: 'https://s3.example.com', token: 't' }).init),
    ).toEqual({ Action: 'AssumeRoleWithWebIdentity', Version: '2011-06-15', WebIdentityToken: 't' });
  });

  it('signs AssumeRole for service sts with an empty query string', async () => {
    const req = await buildAssumeRoleRequest({
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'user1', secretAccessKey: 'secret12' },
      durationSeconds: 900,
    });
    expect(req.url).toBe('http://minio:9000/');
    const headers = req.init.headers as Record<string, string>;
    expect(headers['authorization']).toMatch(
      /\/us-east-1\/sts\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,/,
    );
    expect(
      new URLSearchParams(new TextDecoder().decode(req.init.body as Uint8Array)).get('DurationSeconds'),
    ).toBe('900');
  });
});
