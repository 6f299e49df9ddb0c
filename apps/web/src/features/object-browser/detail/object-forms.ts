import {
  maxObjectTags,
  maxTagKeyLength,
  maxTagValueLength,
  retentionModes,
  type RetentionMode,
} from '@granary/contract';
import { z } from 'zod';

export type RetentionForm = { enabled: boolean; mode: RetentionMode | ''; day: string; saving: boolean };

/** '2030-01-31' → '2030-01-31T23:59:59Z': the end of the chosen day in UTC (spec 1 §5), or undefined. */
export function endOfDayUtc(day: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const end = new Date(Date.UTC(year, month - 1, date, 23, 59, 59));
  return end.getUTCDate() === date ? end.toISOString().replace('.000Z', 'Z') : undefined;
}

/**
 * Spec 1 §5: Save is disabled while saving, or when retention is on without a type or a valid date.
 * Turning retention off is only possible for governance (compliance cannot be removed).
 */
export function canSaveRetention(form: RetentionForm, current: RetentionMode | ''): boolean {
  if (form.saving) return false;
  if (!form.enabled) return current === 'governance';
  return form.mode !== '' && endOfDayUtc(form.day) !== undefined;
}

/** The problem with a new tag, or undefined when it can be added (spec 1 §5 "Add Tag"; S3 limits). */
export function newTagProblem(key: string, value: string, tags: Record<string, string>): string | undefined {
  if (key.trim() === '' || value.trim() === '') return 'Enter a key and a value.';
  if (key.length > maxTagKeyLength) return `A tag key can have at most ${maxTagKeyLength} characters.`;
  if (value.length > maxTagValueLength)
    return `A tag value can have at most ${maxTagValueLength} characters.`;
  if (key in tags) return `The object already has a tag '${key}'.`;
  if (Object.keys(tags).length >= maxObjectTags) return `An object can have at most ${maxObjectTags} tags.`;
  return undefined;
}

/** The Add New Tag form: the new tag's problem belongs to the whole form, not to one field. */
export function newTagFormSchema(tags: Record<string, string>) {
  return z.object({ key: z.string(), value: z.string() }).superRefine(({ key, value }, ctx) => {
    const problem = newTagProblem(key, value, tags);
    if (problem) ctx.addIssue({ code: 'custom', path: [], message: problem });
  });
}

/** Set Retention Policy: on sends the mode and the end of the day; off removes governance retention. */
export const retentionFormSchema = z
  .object({ enabled: z.boolean(), mode: z.enum([...retentionModes, '']), day: z.string() })
  .transform(({ enabled, mode, day }) => {
    const expires = endOfDayUtc(day);
    return enabled && mode && expires
      ? { action: 'set' as const, body: { mode, expires } }
      : { action: 'clear' as const };
  });

export const withoutTag = (tags: Record<string, string>, key: string) =>
  Object.fromEntries(Object.entries(tags).filter(([name]) => name !== key));
