/**
 * What to tell the user for MinIO's common refusals, in place of MinIO's own terse text (which stays
 * under Details): what went wrong and what to do about it.
 */
const sentences: Record<string, string> = {
  AccessDenied:
    "Access denied: your account's policy does not allow this. An administrator can grant it in the user's or group's policies.",
  InvalidTag:
    'A tag is not valid: keys take 1 to 128 characters and values up to 256, from letters, digits, spaces and + - = . _ : / @.',
  InvalidTagKey:
    'A tag key is not valid: keys take 1 to 128 characters from letters, digits, spaces and + - = . _ : / @.',
  XMinioMalformedIAMPolicy:
    'The policy is not valid: check its JSON, that each statement has an Effect, Action and Resource, and the action and resource names.',
  MalformedPolicy:
    'The policy is not valid: check its JSON, that each statement has an Effect, Action and Resource, and the action and resource names.',
  BucketAlreadyOwnedByYou: 'You already have a bucket with this name.',
  BucketAlreadyExists: 'A bucket with this name already exists.',
  BucketNotEmpty: 'The bucket is not empty: delete its objects first, or delete it with its contents.',
  XMinioAdminBucketQuotaExceeded: "The bucket's quota is used up: raise the quota or make room first.",
  XMinioAdminInvalidSecretKey: 'The secret key must be 8 to 40 characters long.',
  XMinioAdminInvalidAccessKey: 'The access key must be 3 to 20 characters, without spaces or commas.',
  ObjectLocked:
    'The object is locked by a retention setting or a legal hold: it cannot be changed or deleted until that ends.',
};

/** The sentence for MinIO's code, or undefined to keep MinIO's own message. */
export const minioSentence = (code: string): string | undefined => sentences[code];
