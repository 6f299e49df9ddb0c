import { configTargetNameSchema, type ConfigResponse, type ConfigTarget } from '@granary/contract';
import { useMemo } from 'react';
import { useZodForm } from '@/lib/use-zod-form';
import { formatError } from '@/lib/error-message';
import {
  buildFields,
  configFormSchema,
  fieldsNamedIn,
  initialValues,
  type ConfigValues,
} from './config-form-model';
import type { Overlay } from './spec-overlays';

export const identifierField = 'arn_resource_id';

/**
 * The form of one subsystem (or target) built from MinIO's help and the specification's overlay.
 * `refused` puts MinIO's refusal next to each field its message names and returns the page's text.
 */
export function useConfigForm(
  config: ConfigResponse,
  target: ConfigTarget | undefined,
  overlay: Overlay,
  { identifier = false }: { identifier?: boolean } = {},
) {
  const fields = useMemo(() => buildFields(config, target, overlay), [config, target, overlay]);
  const schema = useMemo(() => {
    const values = configFormSchema(fields, overlay);
    // A new target's name travels beside its keys as `arn_resource_id`, which no MinIO key is called.
    return identifier ? values.extend({ [identifierField]: configTargetNameSchema }) : values;
  }, [fields, overlay, identifier]);
  const defaults = initialValues(fields, target, overlay);
  const form = useZodForm(
    schema,
    (identifier ? { ...defaults, [identifierField]: '' } : defaults) as ConfigValues,
  );
  const refused = (error: unknown): string => {
    const { message, detail } = formatError(error);
    for (const key of fieldsNamedIn(`${message} ${detail}`, fields))
      form.setError(key, { type: 'server', message }, { shouldFocus: false });
    const repeats = detail.toLowerCase().includes(message.toLowerCase());
    return detail && !repeats ? `${message}: ${detail}` : message;
  };
  return { fields, form, refused };
}
