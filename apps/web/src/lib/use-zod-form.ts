import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one way a form holds and checks its values: react-hook-form over a zod schema, normally one of
 * the contract's own, so the web shows the very rule and message the server enforces. A field's error
 * appears once it was left (or on Save) and then follows every keystroke; with `whileTyping`, from the
 * first keystroke (the dialogs whose specification says so as the user types).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  { whileTyping = false }: { whileTyping?: boolean } = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: whileTyping ? 'onChange' : 'onTouched',
    defaultValues,
  });
}
