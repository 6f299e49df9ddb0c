import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { type Control } from 'react-hook-form';
import { byteUnits } from '@granary/contract';
import { FormTextField } from '@/components/form-text-field';
import type { BucketForm } from '@/features/buckets/bucket-form';

/** The amount rows of a `useBucketForm` form; their errors are the form's. */
type FieldsProps = { control: Control<BucketForm>; disabled: boolean };

export function OptionSwitch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={props.label}
      control={
        <Switch
          checked={props.checked}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      }
    />
  );
}

type Option = { value: string; label: string };
type ChoiceName = 'quotaType' | 'quotaUnit' | 'retentionMode' | 'retentionUnit';
type ChoiceSpec = { label: string; name: ChoiceName; options: readonly Option[] };
type AmountSpec = { label: string; name: 'quotaSize' | 'retentionValidity' };

function Choice(props: ChoiceSpec & { control: Control<BucketForm>; disabled: boolean }) {
  return (
    <FormTextField
      control={props.control}
      name={props.name}
      select
      size="small"
      label={props.label}
      disabled={props.disabled}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** A kind, a whole-number amount and its unit on one row: the quota and the retention share it. */
function AmountRow(props: FieldsProps & { kind: ChoiceSpec; amount: AmountSpec; unit: ChoiceSpec }) {
  const { control, kind, amount, unit, disabled } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, pt: 0.5 }}>
      <Choice {...kind} control={control} disabled={disabled} />
      <FormTextField
        control={control}
        name={amount.name}
        size="small"
        label={amount.label}
        type="number"
        disabled={disabled}
        slotProps={{ htmlInput: { min: 1 } }}
      />
      <Choice {...unit} control={control} disabled={disabled} />
    </Box>
  );
}

// MinIO enforces only hard quotas (it rejects FIFO), so that is the one type offered.
const quotaTypes = [{ value: 'hard', label: 'Hard' }] as const;
const units = byteUnits.map((unit) => ({ value: unit, label: unit }));

export function QuotaFields({ control, disabled }: FieldsProps) {
  return (
    <AmountRow
      control={control}
      disabled={disabled}
      kind={{ label: 'Quota Type', name: 'quotaType', options: quotaTypes }}
      amount={{ label: 'Quota', name: 'quotaSize' }}
      unit={{ label: 'Unit', name: 'quotaUnit', options: units }}
    />
  );
}

const modes = [
  { value: 'compliance', label: 'Compliance' },
  { value: 'governance', label: 'Governance' },
] as const;
const periods = [
  { value: 'days', label: 'Days' },
  { value: 'years', label: 'Years' },
] as const;

export function RetentionFields({ control, disabled }: FieldsProps) {
  return (
    <AmountRow
      control={control}
      disabled={disabled}
      kind={{ label: 'Mode', name: 'retentionMode', options: modes }}
      amount={{ label: 'Validity', name: 'retentionValidity' }}
      unit={{ label: 'Unit', name: 'retentionUnit', options: periods }}
    />
  );
}
