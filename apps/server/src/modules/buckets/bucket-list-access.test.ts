import { S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { accessOfBuckets, vanished } from './bucket-list-access.ts';

const s3Error = (name: string) => new S3ServiceException({ name, $fault: 'client', $metadata: {} });

const publicRead = (bucket: string) =>
  JSON.stringify({
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetBucketLocation', 's3:ListBucket'],
        Resource: [`arn:aws:s3:::${bucket}`],
      },
      { Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] },
    ],
  });

/** GetBucketPolicy answers per bucket: a policy text, or the S3 error it fails with. */
function s3Answering(answers: Record<string, string | Error>) {
  const asked: string[] = [];
  const client = {
    send: async (command: { input: { Bucket: string } }) => {
      asked.push(command.input.Bucket);
      const answer = answers[command.input.Bucket];
      if (answer instanceof Error) throw answer;
      return { Policy: answer };
    },
  };
  return { s3: client as unknown as S3Client, asked };
}

describe('accessOfBuckets', () => {
  it('takes exported policies without asking S3, and asks only for buckets the export lacks', async () => {
    const exported = new Map([
      ['pub', new Map([['policy.json', publicRead('pub')]])],
      ['none', new Map<string, string>()],
    ]);
    const { s3, asked } = s3Answering({
      late: publicRead('late'),
      unset: s3Error('NoSuchBucketPolicy'),
      hidden: s3Error('AccessDenied'),
      gone: s3Error('NoSuchBucket'),
    });
    const names = ['pub', 'none', 'late', 'unset', 'hidden', 'gone'];
    expect(await accessOfBuckets(s3, names, exported)).toEqual([
      'PUBLIC',
      'PRIVATE',
      'PUBLIC',
      'PRIVATE',
      null,
      vanished,
    ]);
    expect(asked.sort()).toEqual(['gone', 'hidden', 'late', 'unset']);
  });

  it('asks S3 for every bucket without an export, and passes other failures on', async () => {
    const { s3, asked } = s3Answering({ a: s3Error('NoSuchBucketPolicy'), b: s3Error('InternalError') });
    await expect(accessOfBuckets(s3, ['a', 'b'], undefined)).rejects.toThrow(S3ServiceException);
    expect(asked.sort()).toEqual(['a', 'b']);
  });
});
