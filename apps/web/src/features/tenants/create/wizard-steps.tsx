import type { Control } from 'react-hook-form';
import { AffinityStep } from './affinity-step';
import { ConfigureStep } from './configure-step';
import { EncryptionStep } from './encryption-step';
import { IdentityStep } from './identity-step';
import { NameStep } from './name-step';
import { PreviewStep } from './preview-step';
import { SecurityStep } from './security-step';
import { SizeStep } from './size-step';
import type { WizardChecks } from './use-wizard-checks';
import type { WizardValues } from './wizard-values';

/** The steps in order (spec 3 §2); Advanced Mode adds those it marks. */
export const wizardSteps = [
  { label: 'Name Tenant', advanced: false },
  { label: 'Configure', advanced: true },
  { label: 'Pod Affinity', advanced: true },
  { label: 'Identity Provider', advanced: true },
  { label: 'Security', advanced: true },
  { label: 'Encryption', advanced: true },
  { label: 'Tenant Size', advanced: false },
  { label: 'Preview Configuration', advanced: false },
] as const;
export type WizardStep = (typeof wizardSteps)[number]['label'];

export const stepsFor = (advanced: boolean): WizardStep[] =>
  wizardSteps.filter((step) => advanced || !step.advanced).map((step) => step.label);

type WizardStepsProps = {
  step: WizardStep;
  control: Control<WizardValues>;
  values: WizardValues;
  checks: WizardChecks;
};

/** The step on show; the others keep their values in the form. */
export function WizardSteps({ step, control, values, checks }: WizardStepsProps) {
  switch (step) {
    case 'Name Tenant':
      return <NameStep control={control} namespace={values.namespace} check={checks.namespace} />;
    case 'Configure':
      return <ConfigureStep control={control} values={values} classes={checks.classes} />;
    case 'Pod Affinity':
      return <AffinityStep control={control} values={values} />;
    case 'Identity Provider':
      return <IdentityStep control={control} values={values} />;
    case 'Security':
      return <SecurityStep control={control} values={values} />;
    case 'Encryption':
      return <EncryptionStep control={control} values={values} />;
    case 'Tenant Size':
      return <SizeStep control={control} check={checks.size} />;
    case 'Preview Configuration':
      return <PreviewStep values={values} check={checks.size} />;
  }
}
