import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { SizeSummary } from './size-summary';
import type { SizeCheck } from './use-size-check';
import { sizeUnits, type WizardValues } from './wizard-values';

type SizeStepProps = { control: Control<WizardValues>; check: SizeCheck };

const numberInput = { htmlInput: { inputMode: 'numeric' as const, min: 0 } };

/** Tenant Size (spec 3 §2): servers, drives per server, total size, memory per server and parity. */
export function SizeStep({ control, check }: SizeStepProps) {
  const { problems } = check;
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="servers"
          label="Number of Servers"
          required
          fullWidth
          slotProps={numberInput}
          problem={problems.servers}
        />
        <FormTextField
          control={control}
          name="drivesPerServer"
          label="Drives per Server"
          required
          fullWidth
          slotProps={numberInput}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormTextField
          control={control}
          name="size"
          label="Total Size"
          required
          fullWidth
          slotProps={numberInput}
          problem={problems.size}
        />
        <FormTextField control={control} name="sizeUnit" label="Unit" select sx={{ minWidth: 96 }}>
          {sizeUnits.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {unit}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <FormTextField
        control={control}
        name="memory"
        label="Memory per Server [Gi]"
        required
        slotProps={numberInput}
        problem={problems.memory}
      />
      <FormTextField
        control={control}
        name="parity"
        label="Erasure Code Parity"
        select
        disabled={check.parities.length === 0}
        problem={problems.parity}
      >
        {check.parities.map((parity) => (
          <MenuItem key={parity} value={parity}>
            {parity}
          </MenuItem>
        ))}
      </FormTextField>
      <SizeSummary check={check} />
    </Stack>
  );
}
