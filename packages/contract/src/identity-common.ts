import { z } from 'zod';
import { nameTextSchema, textProblem } from './names.ts';

export const passwordTooShort = 'Passwords must be at least 8 characters long';
export const minPasswordLength = 8;

export const accountStatusSchema = z.enum(['enabled', 'disabled']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** A name MinIO accepts for a user, group or policy: not blank, no leading or trailing spaces. */
export const identityName = (what: string) =>
  z
    .string()
    .min(1, `${what} is required`)
    .refine((value) => value.trim() !== '', `${what} must not be blank`)
    .refine((value) => value.trim() === value, `${what} must not start or end with a space`)
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${what} ${problem}` });
    });

export const secretKeySchema = z
  .string()
  .min(minPasswordLength, passwordTooShort)
  .max(40, 'Passwords must be at most 40 characters long');

export const okResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const nameQuerySchema = z.object({ name: nameTextSchema });

export const passwordsDontMatch = "New passwords don't match";

/**
 * A password form's "type it again" field, `repeat`: the web's own rule (the server never sees the
 * repeat), written once here for every form that asks for a new password twice.
 */
export function withRepeatedPassword<Shape extends z.ZodRawShape, Key extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  field: Key,
) {
  return schema.extend({ repeat: z.string() }).refine(
    (values) => {
      const { repeat, [field]: secret } = values as Record<string, unknown>;
      return repeat !== '' && repeat === secret;
    },
    {
      message: passwordsDontMatch,
      path: ['repeat'],
    },
  );
}
