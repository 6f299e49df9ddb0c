import { bucketNameProblem } from '@granary/contract';
import { httpError } from '../../lib/http-error.ts';

/**
 * MinIO's InvalidBucketName for a name in the path, with the S3 rule it breaks. Path names are not
 * checked before asking MinIO: a bucket made under older, looser rules must stay reachable.
 */
export const invalidBucketName = (name: string) =>
  httpError(
    'badRequest',
    `Bucket '${name}' cannot exist: ${bucketNameProblem(name) ?? 'MinIO refuses the name'}.`,
  );
