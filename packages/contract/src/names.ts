import { z } from 'zod';

/**
 * The names a request may carry to MinIO, checked before any call: what MinIO itself would refuse, and
 * what the S3 SDK would misread (a "/" changes the path, a ":" makes an ARN, "\0" is the SDK's own marker
 * for "no bucket"), is a 400 naming the parameter instead.
 */

const encoder = new TextEncoder();
const loneSurrogate = /\p{Cs}/u;
const maxKeyBytes = 1024;

/** A string MinIO can store: well-formed Unicode, no NUL. */
export function textProblem(value: string): string | undefined {
  if (loneSurrogate.test(value)) return 'must be valid Unicode text (it holds a lone surrogate)';
  if (value.includes('\0')) return 'must not contain a NUL character';
  return undefined;
}

/**
 * A bucket that may already exist, by MinIO's rule for existing buckets: 3 to 63 characters, dot-separated
 * labels of lowercase letters, digits and hyphens that neither start nor end with a hyphen, not an IP
 * address. MinIO's own system buckets (`.minio.sys`) are not reachable through Granary.
 */
export function existingBucketNameProblem(name: string): string | undefined {
  const invalid = 'is not a valid bucket name';
  if (name.length < 3 || name.length > 63) return `${invalid}: it must be 3 to 63 characters long`;
  if (!/^[a-z0-9.-]+$/.test(name))
    return `${invalid}: it may hold only lowercase letters, numbers, dots (.) and hyphens (-)`;
  const labels = name.split('.');
  if (labels.some((label) => label === '' || label.startsWith('-') || label.endsWith('-')))
    return `${invalid}: each dot-separated part must start and end with a letter or number`;
  if (labels.length === 4 && labels.every((label) => /^\d+$/.test(label)))
    return `${invalid}: it must not be an IP address`;
  return undefined;
}

function keyProblem(key: string): string | undefined {
  const text = textProblem(key);
  if (text) return text;
  if (encoder.encode(key).length > maxKeyBytes) return 'must be at most 1,024 bytes';
  if (key.startsWith('/')) return 'must not start with "/"';
  if (key.includes('//')) return 'must not contain "//"';
  if (key.split(/[/\\]/).some((segment) => ['.', '..'].includes(segment.trim())))
    return 'must not contain "." or ".." as a path segment';
  return undefined;
}

function refined(problem: (value: string) => string | undefined) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

export const existingBucketNameSchema = z.string().superRefine(refined(existingBucketNameProblem));

/** An object's full key, by MinIO's rules (a folder's key may end with "/"). */
export const objectKeySchema = z.string().min(1, 'is required').superRefine(refined(keyProblem));

/** A folder or key prefix: like an object key, and may be empty. */
export const objectPrefixSchema = z.string().superRefine(refined(keyProblem));

/** Any text bound for MinIO (rule prefixes and suffixes, tags): well-formed, no NUL; may be empty. */
export const textSchema = z.string().superRefine(refined(textProblem));

/** A string schema that must also be well-formed text without NUL; it keeps its own messages. */
export function wellFormed(schema: z.ZodString): z.ZodString {
  return schema.superRefine(refined(textProblem));
}

/** What S3 and Granary hand out and take back as they are (version ids, page tokens): printable ASCII. */
export const opaqueIdSchema = z
  .string()
  .min(1, 'is required')
  .max(1024, 'must be at most 1,024 characters')
  .regex(/^[\x21-\x7E]+$/, 'must be printable ASCII without spaces');

/** Free text bound for MinIO (user, group, policy names, ids): non-empty, well-formed, no NUL. */
export const nameTextSchema = z
  .string()
  .min(1, 'is required')
  .max(1024, 'must be at most 1,024 characters')
  .superRefine(refined(textProblem));
