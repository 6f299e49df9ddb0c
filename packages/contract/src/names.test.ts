import { describe, expect, it } from 'vitest';
import {
  existingBucketNameProblem,
  nameTextSchema,
  objectKeySchema,
  objectPrefixSchema,
  textProblem,
} from './names.ts';

describe('existing bucket names (MinIO’s rule)', () => {
  it.each(['abc', 'my-bucket', 'logs.2026', 'a1.b2.c3', 'x'.repeat(63), '1.2.3'])('accepts %j', (name) => {
    expect(existingBucketNameProblem(name)).toBeUndefined();
  });

  it.each([
    ['\0', 'must be 3 to 63 characters long'],
    ['ab', 'must be 3 to 63 characters long'],
    ['x'.repeat(64), 'must be 3 to 63 characters long'],
    ['a/b/c', 'may hold only lowercase letters'],
    ['arn:aws:s3:::bucket', 'may hold only lowercase letters'],
    ['Photos', 'may hold only lowercase letters'],
    ['my_bucket', 'may hold only lowercase letters'],
    ['%00%00', 'may hold only lowercase letters'],
    ['.minio.sys', 'each dot-separated part'],
    ['a..b', 'each dot-separated part'],
    ['-abc', 'each dot-separated part'],
    ['abc.-d', 'each dot-separated part'],
    ['192.168.1.10', 'must not be an IP address'],
  ])('refuses %j: %s', (name, problem) => {
    expect(existingBucketNameProblem(name)).toContain(problem);
  });
});

describe('object keys and prefixes (MinIO’s rules)', () => {
  it.each(['a.txt', 'photos/2026/a b.jpg', 'folder/', '…/ünïcode/😀', 'a.b/.hidden', 'x'.repeat(1024)])(
    'accepts the key %j',
    (key) => expect(objectKeySchema.safeParse(key).success).toBe(true),
  );

  it.each([
    ['', 'is required'],
    ['a\0b', 'NUL'],
    ['bad\uD800', 'lone surrogate'],
    ['é'.repeat(513), 'at most 1,024 bytes'],
    ['/abs', 'must not start with "/"'],
    ['a//b', '"//"'],
    ['../etc/passwd', '"." or ".."'],
    ['a/./b', '"." or ".."'],
    ['a/ .. /b', '"." or ".."'],
  ])('refuses the key %j: %s', (key, problem) => {
    const result = objectKeySchema.safeParse(key);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(problem);
  });

  it('a prefix may be empty; otherwise it follows the key rules', () => {
    expect(objectPrefixSchema.safeParse('').success).toBe(true);
    expect(objectPrefixSchema.safeParse('photos/').success).toBe(true);
    expect(objectPrefixSchema.safeParse('../').success).toBe(false);
  });
});

describe('names and text bound for MinIO', () => {
  it('refuses NUL and lone surrogates, accepts any other Unicode', () => {
    expect(textProblem('grüße 😀')).toBeUndefined();
    expect(textProblem('a\0')).toContain('NUL');
    expect(textProblem('\uDC00x')).toContain('lone surrogate');
  });

  it('a name is required and bounded', () => {
    expect(nameTextSchema.safeParse('').success).toBe(false);
    expect(nameTextSchema.safeParse('x'.repeat(1025)).success).toBe(false);
    expect(nameTextSchema.safeParse('devs').success).toBe(true);
  });
});
