import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useNamespaceCheck, type NamespaceCheck } from './use-namespace-check';
import { useSizeCheck, type SizeCheck } from './use-size-check';
import { wizardSchema, type WizardValues } from './wizard-values';

export type WizardChecks = {
  namespace: NamespaceCheck;
  size: SizeCheck;
  nameValid: boolean;
  sizeValid: boolean;
};

const nameFields = wizardSchema.pick({ name: true, namespace: true, storageClass: true });
const sizeFields = wizardSchema.pick({ servers: true, drivesPerServer: true, size: true, memory: true });

/**
 * Every step's validity (spec 3 §4: Next only when the step is valid). The namespace's only storage class
 * is chosen for the user, and a class the namespace no longer offers is dropped.
 */
export function useWizardChecks(values: WizardValues, setValue: UseFormSetValue<WizardValues>): WizardChecks {
  const namespace = useNamespaceCheck(values.namespace);
  const classes = namespace.state === 'ok' ? namespace.classes : [];
  const storageClass = classes.find((room) => room.name === values.storageClass);
  const fallback = classes.length === 1 ? (classes[0]?.name ?? '') : '';
  useEffect(() => {
    if (namespace.state === 'ok' && !storageClass && values.storageClass !== fallback)
      setValue('storageClass', fallback, { shouldValidate: fallback !== '' });
  }, [namespace.state, storageClass, fallback, values.storageClass, setValue]);
  const size = useSizeCheck(values, storageClass, setValue);
  return {
    namespace,
    size,
    nameValid: nameFields.safeParse(values).success && namespace.state === 'ok' && storageClass !== undefined,
    sizeValid: sizeFields.safeParse(values).success && Object.keys(size.problems).length === 0,
  };
}
