import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { affinityStepProblems, configureProblems } from './advanced-values';
import { useNamespaceCheck, type NamespaceCheck, type StorageClassRoom } from './use-namespace-check';
import { useSizeCheck, type SizeCheck } from './use-size-check';
import type { WizardStep } from './wizard-steps';
import { identityProblems } from './identity-values';
import { securityProblems } from './security-values';
import { encryptionStepProblems, wizardFields, type WizardValues } from './wizard-values';

export type WizardChecks = {
  namespace: NamespaceCheck;
  /** The namespace's storage classes (none until it is checked). */
  classes: StorageClassRoom[];
  size: SizeCheck;
  /** Whether each step lets the user go on (Next). */
  valid: Record<WizardStep, boolean>;
};

const nameFields = wizardFields.pick({ name: true, namespace: true, storageClass: true });
const sizeFields = wizardFields.pick({ servers: true, drivesPerServer: true, size: true, memory: true });

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
    classes,
    size,
    valid: {
      'Name Tenant':
        nameFields.safeParse(values).success && namespace.state === 'ok' && storageClass !== undefined,
      Configure: configureProblems(values).length === 0,
      'Pod Affinity': affinityStepProblems(values).length === 0,
      'Identity Provider': identityProblems(values).length === 0,
      Security: securityProblems(values).length === 0,
      Encryption: encryptionStepProblems(values).length === 0,
      'Tenant Size':
        sizeFields.safeParse(values).success && Object.keys(size.problems).length === 0 && !size.pending,
      'Preview Configuration': true,
    },
  };
}
