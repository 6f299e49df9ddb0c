import { describe, expect, it } from 'vitest';
import {
  addTierRequestSchema,
  tierCredentialsFormSchema,
  tierCredentialsProblem,
  tierNameProblem,
  tierSettingsSchemas,
} from './tiers.ts';

const minio = {
  name: 'WARM',
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'tiers',
  prefix: 'warm/',
  region: 'us-east-1',
  accesskey: 'key',
  secretkey: 'secret',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('tier rules (spec 2 §5)', () => {
  it('takes a complete tier of each type', () => {
    expect(addTierRequestSchema.safeParse({ type: 'minio', minio }).success).toBe(true);
    expect(
      addTierRequestSchema.safeParse({ type: 's3', s3: { ...minio, storageclass: 'STANDARD_IA' } }).success,
    ).toBe(true);
    const common = {
      name: 'WARM',
      endpoint: minio.endpoint,
      bucket: 'tiers',
      prefix: 'warm/',
      region: 'us-east-1',
    };
    expect(
      addTierRequestSchema.safeParse({ type: 'gcs', gcs: { ...common, creds: 'eyJ0eXBlIjoic2EifQ==' } })
        .success,
    ).toBe(true);
    expect(
      addTierRequestSchema.safeParse({
        type: 'azure',
        azure: { ...common, accountname: 'a', accountkey: 'k' },
      }).success,
    ).toBe(true);
  });

  it('wants the name upper case with digits, dashes and underscores, and not a reserved class', () => {
    for (const name of ['warm', 'WARM TIER', 'WARM!', 'Ä'])
      expect(messages(tierSettingsSchemas.minio.safeParse({ ...minio, name }))).toEqual([tierNameProblem]);
    expect(messages(tierSettingsSchemas.minio.safeParse({ ...minio, name: 'STANDARD' }))).toEqual([
      'STANDARD and REDUCED_REDUNDANCY are reserved storage class names',
    ]);
    expect(tierSettingsSchemas.minio.safeParse({ ...minio, name: 'WARM-2_B' }).success).toBe(true);
  });

  it('needs name, endpoint with a scheme, bucket, prefix, region and the type’s credentials', () => {
    const empty = {
      name: '',
      endpoint: '',
      bucket: '',
      prefix: '',
      region: '',
      accesskey: '',
      secretkey: '',
    };
    expect(messages(tierSettingsSchemas.minio.safeParse(empty))).toEqual([
      'Name is required',
      'Endpoint is required',
      'Bucket is required',
      'Prefix is required',
      'Region is required',
      'Access Key is required',
      'Secret Key is required',
    ]);
    expect(messages(tierSettingsSchemas.minio.safeParse({ ...minio, endpoint: '127.0.0.1:9000' }))).toEqual([
      'Endpoint must be a URL that starts with http:// or https://',
    ]);
    expect(messages(tierSettingsSchemas.gcs.safeParse({ ...minio, creds: 'not base64!' }))).toEqual([
      'Credentials must be the base64 of a .json file',
    ]);
  });

  it('asks both keys for s3, minio and azure, and the file for gcs, when credentials change', () => {
    expect(tierCredentialsProblem('minio', { access_key: 'a' })).toEqual({
      field: 'secret_key',
      message: 'Secret Key is required',
    });
    expect(tierCredentialsProblem('azure', {})).toEqual({
      field: 'access_key',
      message: 'Account Name is required',
    });
    expect(tierCredentialsProblem('gcs', { access_key: 'a', secret_key: 'b' })).toEqual({
      field: 'creds',
      message: 'Credentials are required',
    });
    expect(tierCredentialsProblem('s3', { access_key: 'a', secret_key: 'b' })).toBeUndefined();
    expect(tierCredentialsFormSchema('gcs').safeParse({ creds: 'e30=' }).success).toBe(true);
  });
});
