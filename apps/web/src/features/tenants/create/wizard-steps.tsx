import type { Control } from 'react-hook-form';
import { NameStep } from './name-step';
import { PreviewStep } from './preview-step';
import { SizeStep } from './size-step';
import type { WizardChecks } from './use-wizard-checks';
import type { WizardValues } from './wizard-values';

type WizardStepsProps = {
  step: 'Name Tenant' | 'Tenant Size' | 'Preview Configuration';
  control: Control<WizardValues>;
  values: WizardValues;
  checks: WizardChecks;
};

/** The step on show; the others keep their values in the form. */
export function WizardSteps({ step, control, values, checks }: WizardStepsProps) {
  if (step === 'Name Tenant')
    return <NameStep control={control} namespace={values.namespace} check={checks.namespace} />;
  if (step === 'Tenant Size') return <SizeStep control={control} check={checks.size} />;
  return <PreviewStep values={values} check={checks.size} />;
}
