import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { defaultKesImage } from '@granary/contract';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '@/components/form-switch';
import { FormSection } from '@/components/form-section';
import { FormTextField } from '@/components/form-text-field';
import { imageFields, type ImageField } from './advanced-values';
import type { StorageClassRoom } from './use-namespace-check';
import type { WizardValues } from './wizard-values';

type ConfigureStepProps = {
  control: Control<WizardValues>;
  values: WizardValues;
  classes: StorageClassRoom[];
};

type OverrideProps = ConfigureStepProps & { kind: 'metrics' | 'log' };

/** A storage class and size of its own for metrics or log search, when its override is on. */
function StorageOverride({ control, values, classes, kind }: OverrideProps) {
  const [on, storageClass, size, label] =
    kind === 'metrics'
      ? (['metricsOverride', 'metricsClass', 'metricsSize', 'Override Metrics Storage'] as const)
      : (['logOverride', 'logClass', 'logSize', 'Override Log Search Storage'] as const);
  return (
    <>
      <FormSwitch control={control} name={on} label={label} />
      {values[on] && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name={storageClass}
            label="Storage Class"
            select
            required
            fullWidth
          >
            {classes.map((room) => (
              <MenuItem key={room.name} value={room.name}>
                {room.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name={size}
            label="Volume Size [Gi]"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 0 } }}
          />
        </Stack>
      )}
    </>
  );
}

/** Configure (spec 3 §2, Advanced Mode): images and a registry, exposure, metrics and log search storage. */
export function ConfigureStep(props: ConfigureStepProps) {
  const { control, values } = props;
  return (
    <Stack spacing={3}>
      <FormSection title="Images">
        <FormSwitch control={control} name="customImage" label="Use custom images" />
        {values.customImage &&
          (Object.keys(imageFields) as ImageField[]).map((field) => (
            <FormTextField
              key={field}
              control={control}
              name={field}
              label={imageFields[field].label}
              placeholder={imageFields[field].example}
              autoComplete="off"
              helperText={
                field === 'kesImage'
                  ? `Empty: ${defaultKesImage}, a KES that reads the configuration written`
                  : "Empty: the operator's default"
              }
            />
          ))}
        {values.customImage && (
          <FormSwitch control={control} name="customRegistry" label="Use a custom registry" />
        )}
        {values.customImage && values.customRegistry && (
          <>
            <FormTextField
              control={control}
              name="registry"
              label="Registry"
              required
              placeholder="https://index.docker.io/v1/"
            />
            <FormTextField
              control={control}
              name="registryUsername"
              label="Username"
              required
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="registryPassword"
              label="Password"
              type="password"
              required
              autoComplete="new-password"
            />
          </>
        )}
      </FormSection>
      <FormSection title="Expose Services">
        <FormSwitch control={control} name="exposeMinio" label="Expose MinIO Service" />
        <FormSwitch control={control} name="exposeConsole" label="Expose Console Service" />
      </FormSection>
      <FormSection title="Metrics and Log Search">
        <StorageOverride {...props} kind="metrics" />
        <StorageOverride {...props} kind="log" />
      </FormSection>
    </Stack>
  );
}
