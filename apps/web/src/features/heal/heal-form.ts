import { objectPrefixSchema, type HealQuery } from '@granary/contract';
import { z } from 'zod';

/** Spec 2 §2 Heal: a bucket from the list, Prefix, Recursive, Force Start or Force Stop (never both, §4). */
export const healFormSchema = (buckets: string[]) =>
  z
    .object({
      bucket: z.string().refine((value) => buckets.includes(value), 'Select a bucket from the list'),
      prefix: objectPrefixSchema,
      recursive: z.boolean(),
      forceStart: z.boolean(),
      forceStop: z.boolean(),
    })
    .refine((values) => !(values.forceStart && values.forceStop), {
      message: 'Choose Force Start or Force Stop, not both',
      path: ['forceStop'],
    });
export type HealFormValues = {
  bucket: string;
  prefix: string;
  recursive: boolean;
  forceStart: boolean;
  forceStop: boolean;
};

export const healFormDefaults: HealFormValues = {
  bucket: '',
  prefix: '',
  recursive: false,
  forceStart: false,
  forceStop: false,
};

const flag = (value: boolean) => (value ? 'true' : 'false');

export const toHealQuery = (values: HealFormValues): HealQuery => ({
  ...(values.prefix ? { prefix: values.prefix } : {}),
  recursive: flag(values.recursive),
  'force-start': flag(values.forceStart),
  'force-stop': flag(values.forceStop),
});
